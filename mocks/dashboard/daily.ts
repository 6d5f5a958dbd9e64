// GET api/v1/dashboard/daily (contract: getDashboardDaily): orders and spend per day over the last
// `days` days of the call's tenant, for orders.view, days without orders included.
import type { HttpHandler } from 'msw';
import type { DashboardDay } from '@/api/models';
import { now } from '../clock';
import { tenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import { userCan } from '../db/users';
import { addDays, isoDate } from '../domain/dates';
import { itemsByOrder } from '../orders/order-index';
import { isCounted, netAmount } from '../orders/order-math';
import { forbidden, json } from '../responses';
import { route } from '../route';
import { collectErrors, throwIfInvalid } from '../validation';
import { between, integer } from '../validation-rules';

export function dashboardDailyHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/dashboard/daily', 'verified', ({ user, url, locale }) => {
      if (!userCan(user, 'orders.view')) throw forbidden();
      const scope = tenantScope(user, url, false);
      const input = { days: url.searchParams.get('days') ?? undefined };
      throwIfInvalid(collectErrors(input, { days: [integer, between(1, 92)] }, locale), locale);
      const days = input.days === undefined ? 30 : Number(input.days);
      const today = isoDate(now());
      const first = addDays(today, 1 - days);
      const series = new Map<string, DashboardDay>();
      for (let day = 0; day < days; day += 1) {
        const date = addDays(first, day);
        series.set(date, { date, orders: 0, spend: 0 });
      }
      const byOrder = itemsByOrder();
      for (const order of db().orders) {
        const entry = series.get(order.requested_date);
        if (!entry || (scope.visibleIn !== undefined && order.tenant_id !== scope.visibleIn)) continue;
        entry.orders += 1;
        for (const item of byOrder.get(order.id) ?? []) if (isCounted(item.status)) entry.spend += netAmount(item);
      }
      return json({ data: [...series.values()] });
    }),
  ];
}
