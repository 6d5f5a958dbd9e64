// The same-day limit of the cart's line checks: the menu's own `order_until`, else the
// default_order_deadline variable on that day, against the clock; no limit without either.
import { describe, expect, it } from 'vitest';
import type { PublicMenu, User } from '@/api/models';
import type { CartLine } from '@/stores/cart';
import { lineProblem, orderDeadline } from './line-checks';

const TODAY = '2026-03-10';
const menu: PublicMenu = {
  id: 13, restaurant_id: 5, restaurant_name: 'Sakura Bento', restaurant_is_open: true, name: 'Bento poulet teriyaki', description: null,
  type: 'NORMAL', image_title: 'Bento', image_url: null, price: 1250, price_hidden: false, orderable: true, not_orderable_reason: null,
  order_until: null, discounts: [],
};
const line: CartLine = { key: `13@${TODAY}`, menu, date: TODAY, quantity: 1, payer: 'USER', payerTenant: 2 };
const user = { id: 4, roles: [{ id: 3, name: 'user', permissions: [{ id: 1, name: 'orders.create' }] }] } as User;
const at = (time: string, date = TODAY) => new Date(`${date}T${time}:00`); // local time, as the app's "today"
const check = (now: Date, extra: { defaultDeadline?: string; fresh?: PublicMenu; orderDate?: string } = {}) =>
  lineProblem(line, {
    user, today: TODAY, payerFeature: true, menus: new Map([[13, extra.fresh ?? menu]]), now, defaultDeadline: extra.defaultDeadline, orderDate: extra.orderDate,
  });

describe('the same-day limit of a cart line', () => {
  it('closes today’s line at the default deadline when the menu names no limit', () => {
    expect(check(at('11:14'), { defaultDeadline: '11:15' })).toBeUndefined();
    expect(check(at('11:15'), { defaultDeadline: '11:15' })).toEqual({ kind: 'notOrderable', reason: 'TIME_LIMIT_PASSED' });
  });

  it('takes the menu’s own limit first, and leaves other days alone', () => {
    const limited = { ...menu, order_until: at('12:00').toISOString() };
    expect(check(at('11:30'), { defaultDeadline: '11:15', fresh: limited })).toBeUndefined();
    expect(check(at('12:00'), { fresh: limited })).toEqual({ kind: 'notOrderable', reason: 'TIME_LIMIT_PASSED' });
    // Ordered for tomorrow: no same-day limit.
    expect(check(at('23:00'), { defaultDeadline: '11:15', orderDate: '2026-03-11' })).toBeUndefined();
  });

  it('has no limit without one (today’s behaviour), nor with a value that is no time', () => {
    expect(check(at('23:59'))).toBeUndefined();
    expect(check(at('23:59'), { defaultDeadline: 'noon' })).toBeUndefined();
    expect(orderDeadline(menu, TODAY)).toBeUndefined();
    expect(orderDeadline(menu, TODAY, '09:05')).toEqual(at('09:05'));
  });
});
