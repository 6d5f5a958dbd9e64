// The ordering and billing part of the contract: orders, order items, bills, logs, the dashboard, and
// the notifications that tell people about them.
import type { HttpHandler } from 'msw';
import { billHandlers } from '../billing/bills';
import { dashboardDailyHandlers } from '../dashboard/daily';
import { dashboardHandlers } from '../dashboard/summary';
import { logHandlers } from '../logs/logs';
import { notificationHandlers } from '../notifications/notifications';
import { orderItemHandlers } from '../orders/order-items';
import { orderHandlers } from '../orders/orders';

export function orderingHandlers(): HttpHandler[] {
  return [
    ...orderHandlers(), ...orderItemHandlers(), ...billHandlers(), ...logHandlers(), ...dashboardHandlers(), ...dashboardDailyHandlers(),
    ...notificationHandlers(),
  ];
}
