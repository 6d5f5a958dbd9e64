// Where each figure and card of the dashboard leads: the list behind it, filtered to what it counts
// (orders today, open orders, unpaid bills, the month's own items, open changes). "My" figures of
// someone who reads everyone's list are filtered to their own records too (the `user` filter).
import type { DashboardSummary, User } from '@/api/models';
import { adminPath } from '@/lib/admin-paths';
import { ISO_DATE, presetRange } from '@/lib/date-presets';
import { addDays } from '@/lib/dates';
import { ORDER_STATUSES, isFinalStatus, type OrderStatus } from '@/lib/order-status';
import { readsOnlyOwn } from '@/lib/orders-only';

export interface FigureLink {
  to: string;
  search?: Record<string, unknown>;
}

/** Statuses an order or item is still moving in. */
export const OPEN_STATUSES: OrderStatus[] = ORDER_STATUSES.filter((status) => !isFinalStatus(status));
/** A change the person asked for that the restaurant has not answered yet. */
export const CHANGE_STATUSES: OrderStatus[] = ['MODIFICATION_REQUESTED', 'CANCEL_REQUESTED'];

function range(preset: 'today' | 'currentMonth') {
  const [from, till] = presetRange(preset);
  return { from: from.format(ISO_DATE), till: till.format(ISO_DATE) };
}

/** The `user` filter that keeps a list to the user's own records, when the list holds others' too. */
function own(user: User | null | undefined, resourcePermission: string): { user?: string[] } {
  return user && !readsOnlyOwn(user, resourcePermission) ? { user: [String(user.id)] } : {};
}

export function figureLinks(user: User | null | undefined): Record<keyof DashboardSummary, FigureLink> {
  return {
    orders_today: { to: adminPath('/orders'), search: range('today') },
    orders_open: { to: adminPath('/orders'), search: { filters: { status: OPEN_STATUSES } } },
    my_orders_open: { to: adminPath('/orders'), search: { filters: { status: OPEN_STATUSES, ...own(user, 'orders') } } },
    spent_this_month: {
      to: adminPath('/order-items'),
      search: { ...range('currentMonth'), filters: { payer: ['USER'], ...own(user, 'order-items') } },
    },
    bills_unpaid: { to: adminPath('/bills'), search: { filters: { paid: ['0'] } } },
    menus_today: { to: '/' },
  };
}

/** The user's changes waiting for an answer, as a list. */
export function openChangesLink(user: User): FigureLink {
  return { to: adminPath('/order-items'), search: { filters: { status: CHANGE_STATUSES, ...own(user, 'order-items') } } };
}

/** The user's open orders from `today` on (the year ahead: further than anyone orders), as a list. */
export function upcomingOrdersLink(user: User, today: string): FigureLink {
  return { to: adminPath('/orders'), search: { from: today, till: addDays(today, 365), filters: { status: OPEN_STATUSES, ...own(user, 'orders') } } };
}
