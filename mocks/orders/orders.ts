// Orders (contract tag Orders): the list and a single order through the CRUD factory (own orders,
// or the tenant's with orders.view), placing orders (place-order.ts) and status moves, which take
// the order's items that are not final along.
import type { HttpHandler } from 'msw';
import { isFinalStatus } from '@/lib/order-status';
import { anyOf, hasId } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { tenantScope } from '../crud/tenant-scope';
import { findVisibleRow } from '../crud/visible-row';
import { db } from '../db/database';
import { writeLog } from '../db/logs';
import { MODEL_ORDER } from '../db/model-types';
import { notifyCustomerRequest, notifyStaffMove } from '../notifications/notify';
import { json } from '../responses';
import { route } from '../route';
import { parseBoolean } from '../validation-rules';
import { itemsOf } from './order-index';
import { recomputeOrder } from './order-math';
import { placeOrderHandler } from './place-order';
import { salaryDeductionHandler } from './salary-deduction';
import { serializeOrder } from './serialize';
import { applyStatus, authorizeMove, readStatusChange } from './status-moves';
import { orderVisibility } from './visibility';

const withItems = (url: URL) => parseBoolean(url.searchParams.get('relationships') ?? undefined) === true;

export function orderHandlers(): HttpHandler[] {
  return [
    placeOrderHandler(),
    // Before the resource's routes: `salary-deduction` is no order id.
    salaryDeductionHandler(),
    ...resourceHandlers({
      path: '/api/v1/orders',
      table: () => db().orders,
      permission: 'orders',
      permissions: { list: null, get: null },
      operations: ['list', 'get'],
      list: {
        searchable: [(order) => order.order_number, (order) => order.contact.name],
        sortable: {
          id: (order) => order.id,
          requested_date: (order) => order.requested_date,
          created_at: (order) => order.created_at,
          total: (order) => order.total,
          status: (order) => order.status,
        },
        dateField: (order) => order.requested_date,
        filters: {
          status: anyOf((order) => order.status),
          user_id: hasId((order) => order.user_id),
          restaurant_id: hasId((order) => order.supplier.id),
        },
      },
      visible: (context) => orderVisibility(context, 'orders.view'),
      serialize: (order, { url }) => serializeOrder(order, withItems(url)),
    }),
    route('put', '/api/v1/orders/{id}/status', 'verified', async ({ user, url, params, locale, input }) => {
      const scope = tenantScope(user, url, true);
      const order = findVisibleRow(db().orders, params.id, orderVisibility({ user, scope }, 'orders.view'));
      const change = readStatusChange(await input(), locale);
      const actor = authorizeMove(order.status, change.status, order, user, 'orders.update', locale);
      const from = order.status;
      applyStatus(order, change);
      const items = itemsOf(order.id);
      for (const item of items) if (!isFinalStatus(item.status)) applyStatus(item, change);
      recomputeOrder(order, items);
      writeLog({
        user, tenantId: order.tenant_id, message: `Order ${order.order_number} moved from ${from} to ${change.status}.`, event: 'status_changed',
        modelType: MODEL_ORDER, modelId: order.id, subjectLabel: order.order_number, data: { old: { status: from }, attributes: { status: change.status } },
      });
      if (actor === 'staff') notifyStaffMove(order, undefined, from, change.status, change.status_comment, user);
      else notifyCustomerRequest(order, undefined, change.status, user);
      return json({ data: serializeOrder(order, true) });
    }),
  ];
}
