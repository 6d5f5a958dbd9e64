// The pure domain rules the order slice reuses: discounts, prices, ordering limits.
import { describe, expect, it } from 'vitest';
import { applicableDiscounts, applyDiscounts, percentageOf, type DiscountRule } from './discounts';
import { orderability } from './ordering';
import { effectivePrice, isPriceHidden } from './prices';

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

describe('prices and ordering limits', () => {
  const restaurant = { is_open: true, same_day_time_limit: '10:30', price: 1250, hide_price: false };
  const menu = { available_from: '2026-03-01', available_till: null, available: true, time_limit: null, price: null, hide_price: false };

  it('uses the menu price, else the restaurant price, hidden by either flag', () => {
    expect(effectivePrice(menu, restaurant)).toBe(1250);
    expect(effectivePrice({ ...menu, price: 900 }, restaurant)).toBe(900);
    expect(isPriceHidden(menu, { ...restaurant, hide_price: true })).toBe(true);
  });

  it('reports the first reason in the contract order', () => {
    const at = new Date('2026-03-10T10:30:00Z');
    expect(orderability(menu, restaurant, '2026-03-10', at)).toMatchObject({ orderable: false, reason: 'TIME_LIMIT_PASSED' });
    expect(orderability(menu, restaurant, '2026-03-10', new Date('2026-03-10T10:29:59Z')).orderable).toBe(true);
    expect(orderability({ ...menu, time_limit: '11:00' }, restaurant, '2026-03-10', at).orderable).toBe(true);
    expect(orderability({ ...menu, available: false }, { ...restaurant, is_open: false }, '2026-03-10', at).reason).toBe('NOT_AVAILABLE');
    expect(orderability(menu, { ...restaurant, is_open: false }, '2026-02-01', at).reason).toBe('AVAILABILITY');
    expect(orderability(menu, { ...restaurant, same_day_time_limit: null }, '2026-03-10', at)).toEqual({
      orderable: true, reason: null, orderUntil: null,
    });
  });
});
