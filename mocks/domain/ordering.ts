// Ordering limits (contract: PublicMenu "Ordering limits", PublicMenuNotOrderableReason): whether a
// menu can be ordered for a date now. Shared by the public reads and order placement.
import type { PublicMenu } from '@/api/models';
import { atTime, isoDate } from './dates';

export type NotOrderableReason = NonNullable<PublicMenu['not_orderable_reason']>;

export interface OrderableMenu {
  available_from: string;
  available_till: string | null;
  available: boolean;
  time_limit: string | null;
}

export interface OrderableRestaurant {
  is_open: boolean;
  same_day_time_limit: string | null;
}

export interface Orderability {
  orderable: boolean;
  reason: NotOrderableReason | null;
  /** When ordering for the date closes; null when no time limit applies. */
  orderUntil: Date | null;
}

/** Inside [available_from, available_till]; no end when available_till is null. */
export function isOfferedOn(menu: Pick<OrderableMenu, 'available_from' | 'available_till'>, date: string): boolean {
  return menu.available_from <= date && (menu.available_till === null || date <= menu.available_till);
}

/**
 * The menu's own time limit, else the restaurant's, else the default deadline (the tenant's
 * `default_order_deadline` variable), else none (same-day orders all day).
 */
export function timeLimitOf(menu: OrderableMenu, restaurant: OrderableRestaurant, defaultDeadline: string | null = null): string | null {
  return menu.time_limit ?? restaurant.same_day_time_limit ?? defaultDeadline;
}

/** The first reason that holds, in the contract's order, or orderable. */
export function orderability(
  menu: OrderableMenu, restaurant: OrderableRestaurant, date: string, now: Date, defaultDeadline: string | null = null,
): Orderability {
  const limit = timeLimitOf(menu, restaurant, defaultDeadline);
  const orderUntil = limit === null ? null : atTime(date, limit);
  const today = isoDate(now);
  let reason: NotOrderableReason | null = null;
  if (!isOfferedOn(menu, date)) reason = 'AVAILABILITY';
  else if (!menu.available) reason = 'NOT_AVAILABLE';
  else if (!restaurant.is_open) reason = 'RESTAURANT_CLOSED';
  else if (date < today || (date === today && orderUntil !== null && now >= orderUntil)) reason = 'TIME_LIMIT_PASSED';
  return { orderable: reason === null, reason, orderUntil };
}
