// What the dashboard's "What's next" cards read, with the existing calls: the user's next orders
// (their open orders from today on, soonest first), their changes waiting for an answer, and today's
// public menus (as their company sees them), whose time limits give today's deadline.
import { listPublicMenus } from '@/api/catalogue';
import type { Order, OrderItem, PublicMenu, User } from '@/api/models';
import { listOrderItems, listOrders } from '@/api/orders';
import { CHANGE_STATUSES, OPEN_STATUSES } from './figure-links';

export interface Page<T> {
  data: T[];
  total: number;
}

export async function loadNextOrders(user: User, today: string, signal: AbortSignal): Promise<Page<Order>> {
  const page = await listOrders({ user_id: user.id, from: today, 'status[]': OPEN_STATUSES, order_by: 'requested_date', order_dir: 'asc', per_page: 10 }, signal);
  // Soonest day first; on one day, the order placed first.
  const data = [...page.data].sort((a, b) => a.requested_date.localeCompare(b.requested_date) || a.id - b.id);
  return { data, total: page.meta.total };
}

export async function loadOpenChanges(user: User, signal: AbortSignal): Promise<Page<OrderItem>> {
  const page = await listOrderItems({ user_id: user.id, 'status[]': CHANGE_STATUSES, order_by: 'created_at', order_dir: 'desc', per_page: 10 }, signal);
  return { data: page.data, total: page.meta.total };
}

export const loadTodaysMenus = (today: string, signal: AbortSignal): Promise<PublicMenu[]> => listPublicMenus({ date: today }, signal);

/**
 * Today's ordering deadline from today's menus: the first time limit still ahead among the menus
 * that can be ordered now, and whether others can be ordered later (a later limit, or all day).
 */
export type Deadline =
  | { kind: 'until'; first: string; later: { kind: 'until'; last: string } | { kind: 'allDay' } | undefined; menus: number }
  | { kind: 'allDay'; menus: number }
  | { kind: 'closed' }
  | { kind: 'none' };

export function todaysDeadline(menus: PublicMenu[]): Deadline {
  const orderable = menus.filter((menu) => menu.orderable);
  if (orderable.length === 0) {
    // Menus that would be on offer but for the time: ordering for today has closed.
    return menus.some((menu) => menu.not_orderable_reason === 'TIME_LIMIT_PASSED' && menu.restaurant_is_open) ? { kind: 'closed' } : { kind: 'none' };
  }
  const limits = orderable.flatMap((menu) => (menu.order_until ? [menu.order_until] : [])).sort((a, b) => Date.parse(a) - Date.parse(b));
  if (limits.length === 0) return { kind: 'allDay', menus: orderable.length };
  const first = limits[0]!;
  const last = limits.at(-1)!;
  const later = limits.length < orderable.length ? ({ kind: 'allDay' } as const) : Date.parse(last) > Date.parse(first) ? ({ kind: 'until', last } as const) : undefined;
  return { kind: 'until', first, later, menus: orderable.length };
}
