// What a person's month of orders costs, split by who pays (issue 33.3): what they pay themselves,
// what their company pays, what is deducted from their salary (their items of the orders marked
// "deduct from salary"), and the total. Each item counts its net amount (contract OrderItem:
// `total − discount`) unless it is DENIED, CANCELED or FAILED — as bills, the dashboard and the
// salary deductions count it — so the parts add up to the orders' `total`s the orders list shows.
import type { Order, OrderItem } from '@/api/models';
import type { OrderStatus } from '@/lib/order-status';

const NOT_COUNTED: ReadonlySet<OrderStatus> = new Set(['DENIED', 'CANCELED', 'FAILED']);

export const isCounted = (item: Pick<OrderItem, 'status'>) => !NOT_COUNTED.has(item.status);

/** An item's net amount: its total less what its discounts take off (cents). */
export const netAmount = (item: Pick<OrderItem, 'total' | 'discount'>) => item.total - item.discount;

export interface OrderShares {
  /** The person's share (cents): paid by them, or deducted from their salary. */
  own: number;
  company: number;
}

export function orderShares(order: Pick<Order, 'items'>): OrderShares {
  const shares: OrderShares = { own: 0, company: 0 };
  for (const item of order.items ?? []) {
    if (!isCounted(item)) continue;
    if (item.payer === 'TENANT') shares.company += netAmount(item);
    else shares.own += netAmount(item);
  }
  return shares;
}

export interface MonthSums {
  /** What the person pays themselves (orders not deducted from salary). */
  paid: number;
  company: number;
  /** What comes off their salary (their share of the orders marked "deduct from salary"). */
  deducted: number;
  total: number;
}

/** The month's parts, from the orders' items; `total` is their sum (the orders' totals, added up). */
export function monthSums(orders: readonly Pick<Order, 'items' | 'deduct_from_salary'>[]): MonthSums {
  const sums: MonthSums = { paid: 0, company: 0, deducted: 0, total: 0 };
  for (const order of orders) {
    const { own, company } = orderShares(order);
    sums.company += company;
    if (order.deduct_from_salary) sums.deducted += own;
    else sums.paid += own;
    sums.total += own + company;
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
