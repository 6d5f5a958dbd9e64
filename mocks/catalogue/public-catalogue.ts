// Public reads (contract tag Public, no auth): menus on a date for the landing page and a
// restaurant with its menus by date, with the ordering limits and price hiding of PublicMenu.
import type { HttpHandler } from 'msw';
import type { Id, PublicMenu, PublicRestaurant } from '@/api/models';
import { applicableDiscounts } from '@/lib/discounts';
import { now, timestamp } from '../clock';
import { compareKeys, filterValues, sortKey } from '../crud/list-query';
import { parseId, RECORD_NOT_FOUND } from '../crud/resource-handlers';
import { db } from '../db/database';
import { MODEL_RESTAURANT } from '../db/model-types';
import type { RestaurantMenuRecord, RestaurantRecord } from '../db/records';
import { idsLinkedTo } from '../db/tenant-links';
import { addDays, daysBetween, isIsoDate, isoDate } from '../domain/dates';
import { isOfferedOn, orderability } from '../domain/ordering';
import { effectivePrice, isPriceHidden } from '../domain/prices';
import { attributeName, translate, type Locale } from '../messages';
import { json, notFound } from '../responses';
import { route } from '../route';
import { throwIfInvalid } from '../validation';
import { parseBoolean } from '../validation-rules';
import { effectiveVariable } from '../settings/variables';
import { findRestaurant, imageUrl } from './serialize';

const MAX_RANGE_DAYS = 31;
const DEFAULT_RANGE_DAYS = 7;

interface MenuQuery {
  restaurants: readonly RestaurantRecord[];
  /** Whose TENANT discounts the menus list (contract: PublicMenu "Discounts"). */
  tenantId?: Id;
  types?: ReadonlySet<string>;
  availableOnly?: boolean;
}

export function publicMenu(
  menu: RestaurantMenuRecord, restaurant: RestaurantRecord, date: string, at: Date, tenantId?: Id,
): PublicMenu {
  const deadline = effectiveVariable('default_order_deadline', tenantId) ?? null;
  const { orderable, reason, orderUntil } = orderability(menu, restaurant, date, at, deadline);
  const owners = { tenantId: tenantId ?? 0, restaurantId: restaurant.id, menuId: menu.id };
  const hidden = isPriceHidden(menu, restaurant);
  return {
    id: menu.id,
    restaurant_id: restaurant.id,
    restaurant_name: restaurant.name,
    restaurant_is_open: restaurant.is_open,
    name: menu.name,
    description: menu.description,
    type: menu.type,
    image_title: menu.image_title,
    image_url: imageUrl(menu.image_id),
    price: hidden ? null : effectivePrice(menu, restaurant), // public reads never reveal a hidden price
    price_hidden: hidden,
    orderable,
    not_orderable_reason: reason,
    order_until: orderUntil && timestamp(orderUntil),
    discounts: applicableDiscounts(db().discounts, owners).map(({ id, amount, type, owner_type, owner_id, priority }) => ({
      id, amount, type, owner_type, owner_id, priority,
    })),
  };
}

/** The menus offered on `date`, sorted by restaurant name, then menu name, then id. */
export function publicMenusOn(date: string, query: MenuQuery, at = now()): PublicMenu[] {
  const byId = new Map(query.restaurants.map((restaurant) => [restaurant.id, restaurant]));
  const menus: PublicMenu[] = [];
  for (const menu of db().restaurant_menus) {
    const restaurant = byId.get(menu.restaurant_id);
    if (!restaurant || !isOfferedOn(menu, date) || (query.types && !query.types.has(menu.type))) continue;
    const shown = publicMenu(menu, restaurant, date, at, query.tenantId);
    if (!query.availableOnly || shown.orderable) menus.push(shown);
  }
  const key = (m: PublicMenu) => [sortKey(m.restaurant_name), sortKey(m.name)] as const;
  return menus
    .map((menu) => ({ menu, key: key(menu) }))
    .sort((a, b) => compareKeys(a.key[0], b.key[0]) || compareKeys(a.key[1], b.key[1]) || a.menu.id - b.menu.id)
    .map((entry) => entry.menu);
}

function dateError(field: string, locale: Locale, key: 'required' | 'date'): string[] {
  return [translate(key, locale, { attribute: attributeName(field, locale) })];
}

function publicMenusQuery(url: URL, locale: Locale): { date: string } & MenuQuery {
  const date = url.searchParams.get('date')?.trim() ?? '';
  if (!isIsoDate(date)) throwIfInvalid({ date: dateError('date', locale, date ? 'date' : 'required') }, locale);
  const tenantId = parseId(url.searchParams.get('tenant_id'));
  const restaurantId = parseId(url.searchParams.get('restaurant_id'));
  const linked = tenantId === undefined ? undefined : idsLinkedTo(tenantId, MODEL_RESTAURANT);
  const types = filterValues(url, 'type');
  return {
    date,
    tenantId,
    restaurants: db().restaurants.filter(
      (r) => (linked === undefined || linked.has(r.id)) && (restaurantId === undefined || r.id === restaurantId),
    ),
    types: types.length > 0 ? new Set(types) : undefined,
    availableOnly: parseBoolean(url.searchParams.get('available_only')) === true,
  };
}

/** from (default today) … till (default from + 6), at most 31 dates. */
function dateRange(url: URL, locale: Locale): string[] {
  const from = url.searchParams.get('from')?.trim() || isoDate(now());
  const till = url.searchParams.get('till')?.trim() || (isIsoDate(from) ? addDays(from, DEFAULT_RANGE_DAYS - 1) : from);
  const errors: Record<string, string[]> = {};
  if (!isIsoDate(from)) errors.from = dateError('from', locale, 'date');
  if (!isIsoDate(till)) errors.till = dateError('till', locale, 'date');
  else if (isIsoDate(from) && till < from) {
    const named = { attribute: attributeName('till', locale), date: attributeName('from', locale) };
    errors.till = [translate('afterOrEqual', locale, named)];
  } else if (isIsoDate(from) && daysBetween(from, till) + 1 > MAX_RANGE_DAYS) {
    errors.till = [translate('dateRange', locale, { days: MAX_RANGE_DAYS })];
  }
  throwIfInvalid(errors, locale);
  return Array.from({ length: daysBetween(from, till) + 1 }, (_, index) => addDays(from, index));
}

export function publicCatalogueHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/public/menus', 'public', ({ url, locale }) => {
      const { date, ...query } = publicMenusQuery(url, locale);
      return json({ data: publicMenusOn(date, query) });
    }),

    route('get', '/api/v1/public/restaurants/{id}', 'public', ({ url, locale, params }) => {
      const id = parseId(params.id);
      const restaurant = id === undefined ? undefined : findRestaurant(id);
      if (!restaurant) return notFound(RECORD_NOT_FOUND);
      const dates = dateRange(url, locale);
      const at = now();
      const data: PublicRestaurant = {
        id: restaurant.id,
        name: restaurant.name,
        description: restaurant.description,
        is_open: restaurant.is_open,
        address: restaurant.address,
        latitude: restaurant.latitude,
        longitude: restaurant.longitude,
        image_title: restaurant.image_title,
        image_url: imageUrl(restaurant.image_id),
        contacts: db()
          .restaurant_contacts.filter((c) => c.restaurant_id === restaurant.id)
          .sort((a, b) => a.id - b.id)
          .map(({ contact, phone, email, type }) => ({ contact, phone, email, type })),
        menus_by_date: dates.map((date) => ({
          date,
          menus: publicMenusOn(date, { restaurants: [restaurant], tenantId: parseId(url.searchParams.get('tenant_id')) }, at),
        })),
      };
      return json({ data });
    }),
  ];
}
