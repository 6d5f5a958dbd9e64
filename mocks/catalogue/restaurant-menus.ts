// Restaurant menus (contract tag Restaurant menus): CRUD nested under a restaurant, and the list
// across the restaurants of the call's tenant (api/v1/restaurant-menus, list only).
import type { HttpHandler } from 'msw';
import type { MenuType, RestaurantMenu } from '@/api/models';
import { anyOf, hasId, isTrue, onDate } from '../crud/filters';
import type { ListDefinition } from '../crud/list-query';
import { resourceHandlers, type CrudContext, type Fields } from '../crud/resource-handlers';
import { db } from '../db/database';
import { MODEL_RESTAURANT_MENU } from '../db/model-types';
import type { MenuDefaultsRecord, RestaurantMenuRecord, RestaurantRecord } from '../db/records';
import { isOfferedOn } from '../domain/ordering';
import { notifyMenuPublished } from '../notifications/notify';
import { collectErrors, max, required, string, throwIfInvalid, type Input } from '../validation';
import {
  afterOrEqual, boolean, date, given, integer, minValue, oneOf, time, toBoolean, toNumber, toText,
} from '../validation-rules';
import { deleteMenuDependants } from './cascade';
import { MENU_TYPES, restaurantOfPath, visibleImage } from './restaurants';
import { findRestaurant, readerOf, serializeMenu } from './serialize';
import { restaurantTenantIds, visibleRestaurantIds } from './visibility';

const BUILT_IN_DEFAULTS: MenuDefaultsRecord = { price: null, hide_price: false, type: 'NORMAL', time_limit: null };

/** Search, sorting, the availability-window range and the filters both menu lists share. */
function menuList<C extends CrudContext>(): ListDefinition<RestaurantMenuRecord, C> {
  return {
    searchable: [(m) => m.name, (m) => m.description],
    sortable: {
      id: (m) => m.id, name: (m) => m.name, type: (m) => m.type, available_from: (m) => m.available_from,
      available_till: (m) => m.available_till, created_at: (m) => m.created_at,
    },
    // The window [available_from, available_till] (open-ended when till is null) overlaps [from, till].
    dateRange: (from, till) => (m) =>
      (till === undefined || m.available_from <= till) &&
      (from === undefined || m.available_till === null || m.available_till >= from),
    filters: {
      date: onDate('date', (m: RestaurantMenuRecord, day) => isOfferedOn(m, day)),
      type: anyOf((m: RestaurantMenuRecord) => m.type),
      available: isTrue((m: RestaurantMenuRecord) => m.available),
    },
  };
}

const restaurantName = (menu: RestaurantMenuRecord) => findRestaurant(menu.restaurant_id)?.name ?? '';

/** Creation takes the restaurant's menu_defaults for what it leaves out; an update keeps stored values. */
function menuFields(
  input: Input, context: CrudContext<RestaurantRecord>, existing?: RestaurantMenuRecord,
): Fields<RestaurantMenuRecord> {
  const { locale, parent: restaurant } = context;
  const storedFrom = (body: Input) => ('available_from' in body ? body.available_from : existing?.available_from);
  throwIfInvalid(
    collectErrors(input, {
      name: [required, string, max(255)],
      available_from: [required, date],
      available_till: [date, afterOrEqual('available_from', storedFrom)],
      description: [string, max(5000)],
      price: [integer, minValue(0)],
      hide_price: [boolean],
      type: [oneOf(MENU_TYPES)],
      available: [boolean],
      image_title: [string, max(255)],
      image_id: [integer, visibleImage(context)],
      time_limit: [time],
    }, locale),
    locale,
  );
  const defaults = existing ?? restaurant.menu_defaults ?? BUILT_IN_DEFAULTS;
  const name = String(input.name);
  return {
    restaurant_id: restaurant.id,
    name,
    available_from: String(input.available_from),
    available_till: given(input, 'available_till', toText, existing?.available_till ?? null),
    description: given(input, 'description', toText, existing?.description ?? null),
    price: given(input, 'price', toNumber, defaults.price),
    hide_price: given(input, 'hide_price', toBoolean, defaults.hide_price, false),
    type: given(input, 'type', (v) => v as MenuType, defaults.type, false),
    available: given(input, 'available', toBoolean, existing?.available ?? true, false),
    image_title: given(input, 'image_title', (v) => toText(v) ?? name, existing?.image_title ?? name),
    image_id: given(input, 'image_id', toNumber, existing?.image_id ?? null),
    time_limit: given(input, 'time_limit', toText, defaults.time_limit),
  };
}

export function restaurantMenuHandlers(): HttpHandler[] {
  return [
    ...resourceHandlers<RestaurantMenuRecord, RestaurantMenu, RestaurantRecord>({
      path: '/api/v1/restaurants/{restaurantId}/menus',
      table: () => db().restaurant_menus,
      permission: 'restaurant-menus',
      modelType: MODEL_RESTAURANT_MENU,
      audit: { type: MODEL_RESTAURANT_MENU, tenants: (menu) => restaurantTenantIds(menu.restaurant_id) },
      list: menuList(),
      parent: restaurantOfPath,
      visible: ({ parent }) => (menu) => menu.restaurant_id === parent.id,
      serialize: (menu, context) => serializeMenu(menu, readerOf(context), context.parent),
      validate: menuFields,
      afterCreate: (menu, { user }) => notifyMenuPublished(menu, undefined, user),
      afterUpdate: (menu, before, { user }) => notifyMenuPublished(menu, before, user),
      onDelete: (menu) => deleteMenuDependants([menu.id]),
    }),
    ...resourceHandlers<RestaurantMenuRecord, RestaurantMenu>({
      path: '/api/v1/restaurant-menus',
      table: () => db().restaurant_menus,
      permission: 'restaurant-menus',
      operations: ['list'],
      list: (() => {
        const shared = menuList<CrudContext<undefined>>();
        return {
          ...shared,
          searchable: [...shared.searchable, restaurantName],
          sortable: { ...shared.sortable, restaurant_name: restaurantName },
          filters: { ...shared.filters, restaurant_id: hasId((m: RestaurantMenuRecord) => m.restaurant_id) },
        };
      })(),
      visible: ({ scope }) => {
        const ids = visibleRestaurantIds(scope.visibleIn);
        return ids && ((menu) => ids.has(menu.restaurant_id));
      },
      serialize: (menu, context) => serializeMenu(menu, readerOf(context)),
    }),
  ];
}
