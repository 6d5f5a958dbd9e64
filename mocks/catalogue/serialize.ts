// Catalogue rows → the contract's API resources (Tenant, Restaurant, RestaurantMenu, …).
import type { Discount, Id, Image, Restaurant, RestaurantContact, RestaurantMenu, Tenant } from '@/api/models';
import { db } from '../db/database';
import type {
  DiscountRecord, ImageRecord, RestaurantContactRecord, RestaurantMenuRecord, RestaurantRecord, TenantRecord,
  UserRecord,
} from '../db/records';
import { MODEL_RESTAURANT } from '../db/model-types';
import { linkedTenantIds } from '../db/tenant-links';
import { isPriceHidden, seesHiddenPrices, shownPrice } from '../domain/prices';
import { serializeUser } from '../db/users';
import { shownTenantIds } from '../crud/tenant-scope';

/** Who is reading: tenant ids and hidden prices depend on it. */
export interface Reader {
  user: UserRecord;
  superAdmin: boolean;
  revealPrices: boolean;
}

export function serializeTenant(tenant: TenantRecord): Tenant {
  const { id, name, address, email, phone, contact, created_at, updated_at } = tenant;
  return { id, name, address, email, phone, contact, created_at, updated_at };
}

export function serializeImage(image: ImageRecord): Image {
  const { id, title, url, mime_type, size, width, height, created_at, updated_at } = image;
  return { id, title, url, mime_type, size, width, height, created_at, updated_at };
}

export function imageUrl(imageId: Id | null): string | null {
  return imageId === null ? null : db().images.find((image) => image.id === imageId)?.url ?? null;
}

export function findRestaurant(id: Id): RestaurantRecord | undefined {
  return db().restaurants.find((restaurant) => restaurant.id === id);
}

export function serializeMenu(
  menu: RestaurantMenuRecord, reader: Reader, restaurant = findRestaurant(menu.restaurant_id),
): RestaurantMenu {
  const hidden = restaurant ? isPriceHidden(menu, restaurant) : menu.hide_price;
  const { id, restaurant_id, name, available_from, available_till, description, hide_price, type, available } = menu;
  return {
    id, restaurant_id, restaurant_name: restaurant?.name ?? '', name, available_from, available_till, description,
    price: shownPrice(menu.price, hidden, reader.revealPrices), hide_price, type, available,
    image_title: menu.image_title, image_id: menu.image_id, image_url: imageUrl(menu.image_id), time_limit: menu.time_limit,
    created_at: menu.created_at, updated_at: menu.updated_at,
  };
}

export function serializeContact(contact: RestaurantContactRecord): RestaurantContact {
  const { id, restaurant_id, phone, email, type, created_at, updated_at } = contact;
  return { id, restaurant_id, contact: contact.contact, phone, email, type, created_at, updated_at };
}

/** `relationships`: menus ascending available_from then id, contacts ascending id. */
export function serializeRestaurant(restaurant: RestaurantRecord, reader: Reader, relationships = false): Restaurant {
  const { id, name, description, is_open, address, latitude, longitude, image_title, image_id } = restaurant;
  const base: Restaurant = {
    id, name, description, is_open, address, latitude, longitude, image_title, image_id, image_url: imageUrl(image_id),
    menu_defaults: restaurant.menu_defaults && { ...restaurant.menu_defaults },
    same_day_time_limit: restaurant.same_day_time_limit,
    price: shownPrice(restaurant.price, restaurant.hide_price, reader.revealPrices),
    hide_price: restaurant.hide_price,
    tenant_ids: shownTenantIds(reader.user, reader.superAdmin, linkedTenantIds(MODEL_RESTAURANT, id)),
    created_at: restaurant.created_at,
    updated_at: restaurant.updated_at,
  };
  if (!relationships) return base;
  const menus = db()
    .restaurant_menus.filter((menu) => menu.restaurant_id === restaurant.id)
    .sort((a, b) => (a.available_from < b.available_from ? -1 : a.available_from > b.available_from ? 1 : a.id - b.id))
    .map((menu) => serializeMenu(menu, reader, restaurant));
  const contacts = db()
    .restaurant_contacts.filter((contact) => contact.restaurant_id === restaurant.id)
    .sort((a, b) => a.id - b.id)
    .map(serializeContact);
  return { ...base, menus, contacts };
}

export function discountOwnerName(discount: Pick<DiscountRecord, 'owner_type' | 'owner_id'>): string {
  const { owner_type: type, owner_id: id } = discount;
  const owners = type === 'TENANT' ? db().tenants : type === 'RESTAURANT' ? db().restaurants : db().restaurant_menus;
  return owners.find((owner) => owner.id === id)?.name ?? '';
}

export function serializeDiscount(discount: DiscountRecord): Discount {
  const { id, amount, type, owner_type, owner_id, priority, created_at, updated_at } = discount;
  return { id, amount, type, owner_type, owner_id, owner_name: discountOwnerName(discount), priority, created_at, updated_at };
}

const readers = new WeakMap<object, Reader>();

/** The reader of a call, computed once per request (serialisers run for every row of a page). */
export function readerOf(context: { user: UserRecord; scope: { superAdmin: boolean } }): Reader {
  let reader = readers.get(context);
  if (!reader) {
    const revealPrices = seesHiddenPrices(serializeUser(context.user, true));
    reader = { user: context.user, superAdmin: context.scope.superAdmin, revealPrices };
    readers.set(context, reader);
  }
  return reader;
}
