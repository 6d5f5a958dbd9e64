// GET api/v1/dashboard/summary (contract: DashboardSummary): counts in the call's tenant, scoped to
// what the caller may see.
import type { HttpHandler } from 'msw';
import type { DashboardSummary } from '@/api/models';
import { isFinalStatus } from '@/lib/order-status';
import { billVisibility } from '../billing/visibility';
import { visibleRestaurantIds } from '../catalogue/visibility';
import { now } from '../clock';
import { tenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import { isoDate } from '../domain/dates';
import { orderability } from '../domain/ordering';
import { effectiveVariable } from '../settings/variables';
import { itemsByOrder } from '../orders/order-index';
import { isCounted, netAmount } from '../orders/order-math';
import { orderVisibility } from '../orders/visibility';
import { json } from '../responses';
import { route } from '../route';

export function dashboardHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/dashboard/summary', 'verified', ({ user, url }) => {
      const scope = tenantScope(user, url, false);
      const at = now();
      const today = isoDate(at);
      const month = today.slice(0, 7);
      const data = db();
      const inTenant = (tenantId: number) => scope.tenantId === undefined || tenantId === scope.tenantId;
      const visible = orderVisibility({ user, scope }, 'orders.view');
      const byOrder = itemsByOrder();
      const summary: DashboardSummary = {
        orders_today: 0, orders_open: 0, my_orders_open: 0, spent_this_month: 0, bills_unpaid: 0, menus_today: 0,
      };
      for (const order of data.orders) {
        const open = !isFinalStatus(order.status);
        if (visible(order)) {
          if (order.requested_date === today) summary.orders_today += 1;
          if (open) summary.orders_open += 1;
        }
        if (order.user_id !== user.id || !inTenant(order.tenant_id)) continue;
        if (open) summary.my_orders_open += 1;
        if (order.requested_date.slice(0, 7) !== month) continue;
        for (const item of byOrder.get(order.id) ?? []) {
          if (item.payer === 'USER' && isCounted(item.status)) summary.spent_this_month += netAmount(item);
        }
      }
      const billVisible = billVisibility({ user, scope });
      summary.bills_unpaid = data.bills.filter((bill) => billVisible(bill) && bill.paid_at === null).length;
      const restaurants = visibleRestaurantIds(scope.tenantId);
      const deadline = effectiveVariable('default_order_deadline', scope.tenantId) ?? null;
      summary.menus_today = data.restaurant_menus.filter((menu) => {
        const restaurant = data.restaurants.find((r) => r.id === menu.restaurant_id);
        return restaurant && (!restaurants || restaurants.has(restaurant.id)) && orderability(menu, restaurant, today, at, deadline).orderable;
      }).length;
      return json({ data: summary });
    }),
  ];
}
