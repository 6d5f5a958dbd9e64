// What a person's month of orders costs, split by who pays (issue 33.3): what they pay themselves,
// what their company pays, what is deducted from their salary (their share of the orders marked
// "deduct from salary"), and the total. Built so the parts add up to the orders' `total`s, as the
// orders list shows them:
//  - an item counts unless DENIED, CANCELED or FAILED (as in the order's total);
//  - the company's share of an order is the net amount of its TENANT items, as bills count it
//    (contract OrderItem: total − floor(order.discount × total ÷ order.total_ordered));
//  - the person's share is the rest of the order's total (so a rounding cent stays with them).
import type { Order, OrderItem } from '@/api/models';
import type { OrderStatus } from '@/lib/order-status';

const NOT_COUNTED: ReadonlySet<OrderStatus> = new Set(['DENIED', 'CANCELED', 'FAILED']);

export const isCounted = (item: Pick<OrderItem, 'status'>) => !NOT_COUNTED.has(item.status);

/** An item's net amount: its total less its share of the order's discount (cents). */
export function netAmount(item: Pick<OrderItem, 'total'>, order: Pick<Order, 'discount' | 'total_ordered'>): number {
  if (order.total_ordered === 0) return item.total;
  return item.total - Math.floor((order.discount * item.total) / order.total_ordered);
}

export interface OrderShares {
  /** The person's share (cents): paid by them, or deducted from their salary. */
  own: number;
  company: number;
}

export function orderShares(order: Pick<Order, 'total' | 'discount' | 'total_ordered' | 'items'>): OrderShares {
  const company = (order.items ?? [])
    .filter((item) => item.payer === 'TENANT' && isCounted(item))
    .reduce((sum, item) => sum + netAmount(item, order), 0);
  return { own: order.total - company, company };
}

export interface MonthSums {
  /** What the person pays themselves (orders not deducted from salary). */
  paid: number;
  company: number;
  /** What comes off their salary (their share of the orders marked "deduct from salary"). */
  deducted: number;
  total: number;
}

export function monthSums(orders: readonly Pick<Order, 'total' | 'discount' | 'total_ordered' | 'items' | 'deduct_from_salary'>[]): MonthSums {
  const sums: MonthSums = { paid: 0, company: 0, deducted: 0, total: 0 };
  for (const order of orders) {
    const { own, company } = orderShares(order);
    sums.company += company;
    if (order.deduct_from_salary) sums.deducted += own;
    else sums.paid += own;
    sums.total += order.total;
  }
  return sums;
}

/** The orders grouped by their day (requested_date), days in order. */
export function byDay<T extends Pick<Order, 'requested_date'>>(orders: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const order of [...orders].sort((a, b) => a.requested_date.localeCompare(b.requested_date))) {
    days.set(order.requested_date, [...(days.get(order.requested_date) ?? []), order]);
  }
  return [...days];
}
