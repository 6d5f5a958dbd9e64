import { describe, expect, it } from 'vitest';
import type { DiscountRule } from './discounts';
import { cartTotals, lineAmounts, type PricedLine } from './cart-totals';

const tenant10: DiscountRule = { id: 1, amount: 10, type: 'PERCENTAGE', owner_type: 'TENANT', owner_id: 1, priority: 0 };
const menuFixed50: DiscountRule = { id: 5, amount: 50, type: 'FIXED', owner_type: 'RESTAURANT_MENU', owner_id: 1, priority: 2 };

function line(key: string, fields: Partial<PricedLine> & { price?: number | null; hidden?: boolean; discounts?: DiscountRule[] } = {}): PricedLine {
  const { price = 1000, hidden = false, discounts = [], ...rest } = fields;
  return { key, date: '2026-11-23', quantity: 1, payer: 'USER', menu: { price, price_hidden: hidden, discounts }, ...rest };
}

describe('lineAmounts', () => {
  it('applies the discounts in order to price × quantity (the contract example: 1250 → 1075)', () => {
    expect(lineAmounts(line('a', { price: 1250, discounts: [tenant10, menuFixed50] }))).toEqual({
      priced: true, unitPrice: 1250, amount: 1250, reduction: 175, total: 1075,
    });
  });

  it('discounts the whole line, not each unit', () => {
    // 2 × 1250 = 2500; −10 % = 2250; −50 = 2200 (not 2 × 1075 = 2150)
    expect(lineAmounts(line('a', { price: 1250, quantity: 2, discounts: [tenant10, menuFixed50] })).total).toBe(2200);
  });

  it('leaves a hidden or unset price out', () => {
    expect(lineAmounts(line('a', { price: null, hidden: true })).priced).toBe(false);
    expect(lineAmounts(line('a', { price: null })).priced).toBe(false);
  });
});

describe('cartTotals', () => {
  const lines = [
    line('a', { price: 1250, quantity: 2, payer: 'USER', discounts: [tenant10, menuFixed50], date: '2026-11-24' }),
    line('b', { price: 1100, quantity: 1, payer: 'TENANT', date: '2026-11-23' }),
    line('c', { price: null, hidden: true, quantity: 3, payer: 'TENANT', date: '2026-11-23' }),
    line('d', { price: 650, quantity: 1, payer: 'USER', date: '2026-11-23' }),
  ];
  const totals = cartTotals(lines);

  it('sums per payer', () => {
    expect(totals.byPayer.USER).toEqual({ amount: 3150, reduction: 300, total: 2850, unpriced: 0 });
    expect(totals.byPayer.TENANT).toEqual({ amount: 1100, reduction: 0, total: 1100, unpriced: 1 });
  });

  it('sums per day, days in date order, lines in cart order', () => {
    expect(totals.byDay.map((day) => [day.date, day.lines.map((l) => l.key), day.total, day.unpriced])).toEqual([
      ['2026-11-23', ['b', 'c', 'd'], 1750, 1],
      ['2026-11-24', ['a'], 2200, 0],
    ]);
  });

  it('totals everything priced and counts what is not', () => {
    expect(totals).toMatchObject({ amount: 4250, reduction: 300, total: 3950, unpriced: 1 });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toMatchObject({ amount: 0, reduction: 0, total: 0, unpriced: 0, byDay: [] });
  });
});
