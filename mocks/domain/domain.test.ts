// The pure domain rules the order slice reuses: prices, ordering limits (discounts: src/lib).
import { describe, expect, it } from 'vitest';
import { orderability } from './ordering';
import { effectivePrice, isPriceHidden } from './prices';

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

  it('falls back on the default order deadline when neither the menu nor the restaurant sets a limit', () => {
    const at = new Date('2026-03-10T10:30:00Z');
    const unlimited = { ...restaurant, same_day_time_limit: null };
    expect(orderability(menu, unlimited, '2026-03-10', at, '10:15')).toEqual({
      orderable: false, reason: 'TIME_LIMIT_PASSED', orderUntil: new Date('2026-03-10T10:15:00Z'),
    });
    expect(orderability(menu, unlimited, '2026-03-10', at, '11:00').orderable).toBe(true);
    // The restaurant's own limit comes first.
    expect(orderability(menu, restaurant, '2026-03-10', new Date('2026-03-10T10:20:00Z'), '10:15').orderable).toBe(true);
  });
});
