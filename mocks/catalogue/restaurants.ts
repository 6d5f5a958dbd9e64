// Restaurants (contract tag Restaurants): tenant-scoped through tenant links (model type 91).
import type { HttpHandler } from 'msw';
import type { MenuType, Restaurant } from '@/api/models';
import { parseId, RECORD_NOT_FOUND, resourceHandlers, type CrudContext, type Fields } from '../crud/resource-handlers';
import { isTrue } from '../crud/filters';
import { db } from '../db/database';
import { MODEL_RESTAURANT } from '../db/model-types';
import type { MenuDefaultsRecord, RestaurantRecord } from '../db/records';
import { wantsRelationships } from '../handlers/auth';
import { collectErrors, max, required, string, throwIfInvalid, type Input } from '../validation';
import {
  between, boolean, exists, given, integer, minValue, numeric, object, oneOf, requiredWith, time, toBoolean, toNumber, toText,
} from '../validation-rules';
import { notFound } from '../responses';
import { deleteRestaurantDependants } from './cascade';
import { findRestaurant, readerOf, serializeRestaurant } from './serialize';
import { isImageVisible, isRestaurantVisible, visibleRestaurantIds } from './visibility';

export const MENU_TYPES: readonly MenuType[] = ['NORMAL', 'VEGETARIAN', 'VEGAN'];

/** image_id: an image visible in the call's tenant ("The selected image id is invalid."). */
export function visibleImage(context: CrudContext) {
  return exists((value) => {
    const id = parseId(value);
    return id !== undefined && isImageVisible(context.scope.visibleIn, id);
  });
}

function toMenuDefaults(value: unknown): MenuDefaultsRecord | null {
  if (!value || typeof value !== 'object') return null;
  const input = value as Input;
  return {
    price: toNumber(input.price),
    hide_price: toBoolean(input.hide_price),
    type: (input.type as MenuType | undefined) ?? 'NORMAL',
    time_limit: toText(input.time_limit),
  };
}

function restaurantFields(input: Input, context: CrudContext, existing?: RestaurantRecord): Fields<RestaurantRecord> {
  const { locale } = context;
  throwIfInvalid(
    collectErrors(input, {
      name: [required, string, max(255)],
      description: [string, max(5000)],
      is_open: [boolean],
      address: [required, string, max(255)],
      latitude: [requiredWith('longitude'), numeric, between(-90, 90)],
      longitude: [requiredWith('latitude'), numeric, between(-180, 180)],
      image_title: [string, max(255)],
      image_id: [integer, visibleImage(context)],
      menu_defaults: [object],
      'menu_defaults.price': [integer, minValue(0)],
      'menu_defaults.hide_price': [requiredWith('menu_defaults'), boolean],
      'menu_defaults.type': [requiredWith('menu_defaults'), oneOf(MENU_TYPES)],
      'menu_defaults.time_limit': [time],
      same_day_time_limit: [time],
      price: [integer, minValue(0)],
      hide_price: [boolean],
    }, locale),
    locale,
  );
  const name = String(input.name);
  return {
    name,
    description: given(input, 'description', toText, existing?.description ?? null),
    is_open: given(input, 'is_open', toBoolean, existing?.is_open ?? true, false),
    address: String(input.address),
    latitude: given(input, 'latitude', toNumber, existing?.latitude ?? null),
    longitude: given(input, 'longitude', toNumber, existing?.longitude ?? null),
    // An empty image_title is stored as the name.
    image_title: given(input, 'image_title', (v) => toText(v) ?? name, existing?.image_title ?? name),
    image_id: given(input, 'image_id', toNumber, existing?.image_id ?? null),
    menu_defaults: given(input, 'menu_defaults', toMenuDefaults, existing?.menu_defaults ?? null),
    same_day_time_limit: given(input, 'same_day_time_limit', toText, existing?.same_day_time_limit ?? null),
    price: given(input, 'price', toNumber, existing?.price ?? null),
    hide_price: given(input, 'hide_price', toBoolean, existing?.hide_price ?? false, false),
  };
}

/** The restaurant of a nested route, 404 when unknown or outside the call's tenant. */
export function restaurantOfPath(context: CrudContext<undefined>): RestaurantRecord {
  const id = parseId(context.params.restaurantId);
  const restaurant = id === undefined ? undefined : findRestaurant(id);
  if (!restaurant || !isRestaurantVisible(context.scope.visibleIn, restaurant.id)) throw notFound(RECORD_NOT_FOUND);
  return restaurant;
}

export function restaurantHandlers(): HttpHandler[] {
  return resourceHandlers<RestaurantRecord, Restaurant>({
    path: '/api/v1/restaurants',
    table: () => db().restaurants,
    permission: 'restaurants',
    modelType: MODEL_RESTAURANT,
    list: {
      searchable: [(r) => r.name, (r) => r.description, (r) => r.address],
      sortable: { id: (r) => r.id, name: (r) => r.name, is_open: (r) => r.is_open, created_at: (r) => r.created_at },
      dateField: (r) => r.created_at,
      filters: { is_open: isTrue((r: RestaurantRecord) => r.is_open) },
    },
    visible: ({ scope }) => {
      const ids = visibleRestaurantIds(scope.visibleIn);
      return ids && ((restaurant) => ids.has(restaurant.id));
    },
    serialize: (restaurant, context) => serializeRestaurant(restaurant, readerOf(context), wantsRelationships(context.url)),
    validate: restaurantFields,
    onDelete: (restaurant) => deleteRestaurantDependants(restaurant.id),
  });
}
