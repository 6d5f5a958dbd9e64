// Catalogue tenancy (contract: "Tenancy in this part"): a restaurant is visible in the tenants it
// is linked to, its menus and contacts wherever it is, an image in its linked tenants, a discount
// wherever its owner is. `tenantId` undefined means every tenant (super admins).
import type { Id } from '@/api/models';
import { db } from '../db/database';
import { MODEL_IMAGE, MODEL_RESTAURANT } from '../db/model-types';
import type { DiscountRecord } from '../db/records';
import { idsLinkedTo, linkedTenantIds } from '../db/tenant-links';

/** Ids of the restaurants visible in the tenant; undefined: all. */
export function visibleRestaurantIds(tenantId: Id | undefined): Set<Id> | undefined {
  return tenantId === undefined ? undefined : idsLinkedTo(tenantId, MODEL_RESTAURANT);
}

export function isRestaurantVisible(tenantId: Id | undefined, restaurantId: Id): boolean {
  return visibleRestaurantIds(tenantId)?.has(restaurantId) ?? db().restaurants.some((r) => r.id === restaurantId);
}

export function isImageVisible(tenantId: Id | undefined, imageId: Id): boolean {
  if (!db().images.some((image) => image.id === imageId)) return false;
  return tenantId === undefined || idsLinkedTo(tenantId, MODEL_IMAGE).has(imageId);
}

/** A predicate over discounts, computed once per request (lists filter thousands of rows with it). */
export function discountVisibility(tenantId: Id | undefined): ((discount: DiscountRecord) => boolean) | undefined {
  if (tenantId === undefined) return undefined;
  const restaurants = visibleRestaurantIds(tenantId) ?? new Set<Id>();
  const menus = new Set(db().restaurant_menus.filter((m) => restaurants.has(m.restaurant_id)).map((m) => m.id));
  return (discount) => {
    if (discount.owner_type === 'TENANT') return discount.owner_id === tenantId;
    if (discount.owner_type === 'RESTAURANT') return restaurants.has(discount.owner_id);
    return menus.has(discount.owner_id);
  };
}

/** The tenants a restaurant's menus and contacts belong to: the restaurant's (their log entries go there). */
export function restaurantTenantIds(restaurantId: Id): Id[] {
  return linkedTenantIds(MODEL_RESTAURANT, restaurantId);
}

/** The tenants a discount belongs to: its owner's. */
export function discountTenantIds(discount: DiscountRecord): Id[] {
  if (discount.owner_type === 'TENANT') return [discount.owner_id];
  const menu = discount.owner_type === 'RESTAURANT_MENU' ? db().restaurant_menus.find((m) => m.id === discount.owner_id) : undefined;
  return restaurantTenantIds(menu ? menu.restaurant_id : discount.owner_id);
}
