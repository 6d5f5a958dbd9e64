// Deletes that take dependent rows with them (contract: deleteRestaurant, deleteRestaurantMenu,
// deleteImage): menus and contacts of a restaurant, discounts owned by what goes, tenant links.
import type { Id } from '@/api/models';
import { db } from '../db/database';
import { MODEL_DISCOUNT, MODEL_RESTAURANT_CONTACT, MODEL_RESTAURANT_MENU } from '../db/model-types';
import type { DiscountRecord } from '../db/records';
import { unlinkRecords } from '../db/tenant-links';

function deleteDiscountsWhere(test: (discount: DiscountRecord) => boolean): void {
  const data = db();
  unlinkRecords(MODEL_DISCOUNT, data.discounts.filter(test).map((d) => d.id));
  data.discounts = data.discounts.filter((d) => !test(d));
}

/** The menus' own discounts go with them. */
export function deleteMenuDependants(menuIds: readonly Id[]): void {
  const gone = new Set(menuIds);
  deleteDiscountsWhere((d) => d.owner_type === 'RESTAURANT_MENU' && gone.has(d.owner_id));
}

/** Menus, contacts and discounts of a restaurant (the restaurant row itself is the caller's). */
export function deleteRestaurantDependants(restaurantId: Id): void {
  const data = db();
  const menuIds = data.restaurant_menus.filter((m) => m.restaurant_id === restaurantId).map((m) => m.id);
  const contactIds = data.restaurant_contacts.filter((c) => c.restaurant_id === restaurantId).map((c) => c.id);
  deleteMenuDependants(menuIds);
  deleteDiscountsWhere((d) => d.owner_type === 'RESTAURANT' && d.owner_id === restaurantId);
  unlinkRecords(MODEL_RESTAURANT_MENU, menuIds);
  unlinkRecords(MODEL_RESTAURANT_CONTACT, contactIds);
  data.restaurant_menus = data.restaurant_menus.filter((m) => m.restaurant_id !== restaurantId);
  data.restaurant_contacts = data.restaurant_contacts.filter((c) => c.restaurant_id !== restaurantId);
}

/** Restaurants and menus that used the image get image_id null. */
export function detachImage(imageId: Id): void {
  for (const row of [...db().restaurants, ...db().restaurant_menus]) {
    if (row.image_id === imageId) row.image_id = null;
  }
}
