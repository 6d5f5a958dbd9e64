// What My month reads: the person's orders of the month with their items, and their bills whose
// period overlaps it. One page each is enough — a person places well under 100 orders a month
// (one a day at most, usually), and has a bill or two per month — so the sums come from the lists
// themselves rather than from an aggregate the contract would need; `total` says when the orders
// were more than a page (then the page says so rather than showing a partial sum as whole).
import type { Bill, Order, User } from '@/api/models';
import { listBills } from '@/api/bills';
import { listOrders } from '@/api/orders';
import { useLoad } from '@/components/use-load';
import { monthRange } from './month';

export const MONTH_PAGE_SIZE = 100;

export interface MonthData {
  orders: Order[];
  bills: Bill[];
  /** How many orders the month has: more than `orders` holds when they passed one page. */
  total: number;
}

export async function loadMonth(user: Pick<User, 'id'>, month: string, withBills: boolean, signal: AbortSignal): Promise<MonthData> {
  const range = monthRange(month);
  const [orders, bills] = await Promise.all([
    listOrders(
      { ...range, user_id: user.id, relationships: 'true', per_page: MONTH_PAGE_SIZE, order_by: 'requested_date', order_dir: 'asc' },
      signal,
    ),
    // An administrator reads everyone's bills: billable_id keeps them to the person's own.
    withBills ? listBills({ ...range, type: 'USER', billable_id: user.id, per_page: MONTH_PAGE_SIZE, order_by: 'from_date' }, signal) : undefined,
  ]);
  return { orders: orders.data, bills: bills?.data ?? [], total: orders.meta.total };
}

/** The month's data, read again when `retry` is called; the caller keys its part by month. */
export const useMonthData = (user: Pick<User, 'id'>, month: string, withBills: boolean) =>
  useLoad((signal) => loadMonth(user, month, withBills, signal));
