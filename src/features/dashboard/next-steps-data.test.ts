// Today's deadline from today's menus: the first time limit ahead among those that can be ordered,
// and whether others close later or take orders all day.
import { describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { todaysDeadline } from './next-steps-data';

const menu = (fields: Partial<PublicMenu>) => ({ orderable: true, not_orderable_reason: null, order_until: null, restaurant_is_open: true, ...fields }) as PublicMenu;
const TEN = '2026-11-28T10:00:00Z';
const ELEVEN = '2026-11-28T11:00:00Z';

describe('todaysDeadline', () => {
  it('takes the first limit among the orderable menus, and says what closes later', () => {
    expect(todaysDeadline([menu({ order_until: ELEVEN }), menu({ order_until: TEN }), menu({ orderable: false, not_orderable_reason: 'NOT_AVAILABLE' })])).toEqual({
      kind: 'until', first: TEN, later: { kind: 'until', last: ELEVEN }, menus: 2,
    });
    expect(todaysDeadline([menu({ order_until: TEN }), menu({ order_until: TEN })])).toEqual({ kind: 'until', first: TEN, later: undefined, menus: 2 });
    expect(todaysDeadline([menu({ order_until: TEN }), menu({})])).toEqual({ kind: 'until', first: TEN, later: { kind: 'allDay' }, menus: 2 });
    expect(todaysDeadline([menu({}), menu({})])).toEqual({ kind: 'allDay', menus: 2 });
  });

  it('says today is closed when the time is over, and that nothing is on offer otherwise', () => {
    expect(todaysDeadline([menu({ orderable: false, not_orderable_reason: 'TIME_LIMIT_PASSED', order_until: TEN })])).toEqual({ kind: 'closed' });
    expect(todaysDeadline([menu({ orderable: false, not_orderable_reason: 'RESTAURANT_CLOSED', restaurant_is_open: false })])).toEqual({ kind: 'none' });
    expect(todaysDeadline([])).toEqual({ kind: 'none' });
  });
});
