// Where each figure of the dashboard leads: the list behind it, filtered to what the figure counts
// (orders today, open orders, unpaid bills, the month's own items). A figure whose list cannot be
// filtered to it for this user (their own open orders, for staff who see everyone's) has no link.
import type { DashboardSummary, User } from '@/api/models';
import { adminPath } from '@/lib/admin-paths';
import { ISO_DATE, presetRange } from '@/lib/date-presets';
import { ORDER_STATUSES, isFinalStatus } from '@/lib/order-status';
import { hasPermission } from '@/lib/permissions';

export interface FigureLink {
  to: string;
  search?: Record<string, unknown>;
}

const OPEN = { status: ORDER_STATUSES.filter((status) => !isFinalStatus(status)) };

function range(preset: 'today' | 'currentMonth') {
  const [from, till] = presetRange(preset);
  return { from: from.format(ISO_DATE), till: till.format(ISO_DATE) };
}

export function figureLinks(user: User | null | undefined): Record<keyof DashboardSummary, FigureLink | undefined> {
  // Without orders.view the orders list holds one's own orders only: "my" figures are its figures.
  const ownOrdersOnly = !hasPermission(user, 'orders.view');
  const ownItemsOnly = !hasPermission(user, 'order-items.view');
  return {
    orders_today: { to: adminPath('/orders'), search: range('today') },
    orders_open: { to: adminPath('/orders'), search: { filters: OPEN } },
    my_orders_open: ownOrdersOnly ? { to: adminPath('/orders'), search: { filters: OPEN } } : undefined,
    spent_this_month: ownItemsOnly ? { to: adminPath('/order-items'), search: { ...range('currentMonth'), filters: { payer: ['USER'] } } } : undefined,
    bills_unpaid: { to: adminPath('/bills'), search: { filters: { paid: ['0'] } } },
    menus_today: { to: '/' },
  };
}
