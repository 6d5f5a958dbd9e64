// Discount application (contract: Discount "How discounts apply"). Pure, in cents: the cart shows
// what the backend will take off, and the mock backend applies the same rule.
import type { Discount } from '@/api/models';

export type DiscountType = Discount['type'];
export type DiscountOwnerType = Discount['owner_type'];

export interface DiscountRule {
  id: number;
  amount: number;
  type: DiscountType;
  owner_type: DiscountOwnerType;
  owner_id: number;
  priority: number;
}

export interface DiscountOwners {
  tenantId: number;
  restaurantId: number;
  menuId: number;
}

export interface DiscountResult {
  /** The amount after every discount, never below 0. */
  total: number;
  /** amount − total. */
  reduction: number;
}

/** `percent` % of `amount`, rounded half up to whole cents (integer arithmetic: no float drift). */
export function percentageOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** The discounts of the order's tenant, the item's restaurant and menu, in application order. */
export function applicableDiscounts<D extends DiscountRule>(discounts: readonly D[], owners: DiscountOwners): D[] {
  const ownerIds: Record<DiscountOwnerType, number> = {
    TENANT: owners.tenantId,
    RESTAURANT: owners.restaurantId,
    RESTAURANT_MENU: owners.menuId,
  };
  return discounts
    .filter((d) => ownerIds[d.owner_type] === d.owner_id)
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** Applies `discounts` one after another (already in application order) to `amount`. */
export function applyDiscounts(amount: number, discounts: readonly DiscountRule[]): DiscountResult {
  let running = amount;
  for (const discount of discounts) {
    const cut = discount.type === 'PERCENTAGE' ? percentageOf(running, discount.amount) : discount.amount;
    running -= Math.min(cut, running); // a reduction is capped at what is left
  }
  return { total: running, reduction: amount - running };
}
