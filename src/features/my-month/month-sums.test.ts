import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@/api/models';
import { byDay, monthSums } from './month-sums';

const item = (payer: OrderItem['payer'], total: number, discount = 0, status: OrderItem['status'] = 'COMPLETED') =>
  ({ payer, total, discount, status }) as OrderItem;

describe('the sums of My month', () => {
  it('splits the items’ net amounts by who pays and whether the order is deducted from salary', () => {
    const sums = monthSums([
      { deduct_from_salary: false, items: [item('USER', 1200, 120), item('TENANT', 800)] },
      { deduct_from_salary: true, items: [item('USER', 950), item('TENANT', 950, 95)] },
    ]);
    expect(sums).toEqual({ paid: 1080, company: 800 + 855, deducted: 950, total: 1080 + 800 + 950 + 855 });
  });

  it('leaves out denied, canceled and failed items, as an order’s total does', () => {
    const sums = monthSums([
      { deduct_from_salary: false, items: [item('USER', 1000), item('USER', 500, 0, 'CANCELED'), item('TENANT', 700, 0, 'DENIED')] },
      { deduct_from_salary: true, items: [item('USER', 900, 0, 'FAILED')] },
    ]);
    expect(sums).toEqual({ paid: 1000, company: 0, deducted: 0, total: 1000 });
  });

  it('groups orders by day, days in order', () => {
    const days = byDay([{ requested_date: '2026-11-03', id: 1 }, { requested_date: '2026-11-02', id: 2 }, { requested_date: '2026-11-03', id: 3 }]);
    expect(days.map(([day, orders]) => [day, orders.map((order) => order.id)])).toEqual([['2026-11-02', [2]], ['2026-11-03', [1, 3]]]);
  });
});
