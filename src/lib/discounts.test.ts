// The discount rule the cart shows and the backend (mock) applies (contract: Discount).
import { describe, expect, it } from 'vitest';
import { applicableDiscounts, applyDiscounts, percentageOf, type DiscountRule } from './discounts';

const discount = (id: number, fields: Partial<DiscountRule>): DiscountRule => ({
  id, amount: 10, type: 'PERCENTAGE', owner_type: 'TENANT', owner_id: 1, priority: 0, ...fields,
});

describe('discounts', () => {
  it('apply in priority order (ties by id): the contract example', () => {
    const all = [
      discount(3, { owner_type: 'RESTAURANT_MENU', owner_id: 7, type: 'FIXED', amount: 50, priority: 2 }),
      discount(1, { owner_type: 'TENANT', owner_id: 1, type: 'PERCENTAGE', amount: 10, priority: 0 }),
      discount(2, { owner_type: 'RESTAURANT', owner_id: 9, type: 'FIXED', amount: 100 }), // another restaurant
    ];
    const applicable = applicableDiscounts(all, { tenantId: 1, restaurantId: 5, menuId: 7 });
    expect(applicable.map((d) => d.id)).toEqual([1, 3]);
    expect(applyDiscounts(1250, applicable)).toEqual({ total: 1075, reduction: 175 });
  });

  it('round percentages half up and never go below 0', () => {
    expect(percentageOf(1005, 15)).toBe(151); // 150.75
    expect(percentageOf(1010, 5)).toBe(51); // 50.5
    expect(applyDiscounts(80, [discount(1, { type: 'FIXED', amount: 100 }), discount(2, {})])).toEqual({ total: 0, reduction: 80 });
  });
});
