// Order items (contract tag Order items): list and get through the CRUD factory (items of one's own
// orders, or the tenant's with order-items.view); the customer's modify and cancel; staff moves.
// Every change recomputes the order's totals; the order's own status stays as it is, except that
// an order whose every item is CANCELED is CANCELED too (nothing is left to make or bill).
import type { HttpHandler } from 'msw';
import { customerCancelStatus } from '@/lib/order-status';
import { anyOf, hasId } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { tenantScope } from '../crud/tenant-scope';
import { findVisibleRow } from '../crud/visible-row';
import { db } from '../db/database';
import { changeSet, writeLog } from '../db/logs';
import { MODEL_ORDER, MODEL_ORDER_ITEM } from '../db/model-types';
import type { OrderItemRecord, OrderRecord, UserRecord } from '../db/records';
import { userCan } from '../db/users';
import { notifyCustomerRequest, notifyStaffMove } from '../notifications/notify';
import { forbidden, json } from '../responses';
import { route, type RouteContext } from '../route';
import { collectErrors, max, string, throwIfInvalid } from '../validation';
import { between, integer, oneOf, requiredSaying } from '../validation-rules';
import { PAYERS } from './checkout-rules';
import { findOrder, itemsOf, ordersById } from './order-index';
import { itemTotal, recomputeOrder } from './order-math';
import { serializeItem } from './serialize';
import { applyStatus, authorizeMove, moveRefused, readStatusChange } from './status-moves';
import { itemVisibility } from './visibility';

const VIEW = 'order-items.view';

/** The item of the path if visible (404), with its order. */
function visibleItem({ user, url, params }: RouteContext<'verified'>, write: boolean): { item: OrderItemRecord; order: OrderRecord } {
  const scope = tenantScope(user, url, write);
  const item = findVisibleRow(db().order_items, params.id, itemVisibility({ user, scope }, VIEW));
  return { item, order: findOrder(item.order_id)! };
}

/** After an item changed: the order's totals and `updated_at`, the log, and the answer. */
/** What a status move of an item changes, for its log entry. */
const moved = ({ status, status_comment, quantity, payer, requested_change }: OrderItemRecord) => ({ status, status_comment, quantity, payer, requested_change });

function changed(item: OrderItemRecord, before: OrderItemRecord, order: OrderRecord, user: UserRecord, message: string): Response {
  const items = itemsOf(order.id);
  recomputeOrder(order, items);
  order.updated_at = item.updated_at;
  writeLog({
    user, tenantId: order.tenant_id, message: `Order item ${item.id} of ${order.order_number}: ${message}`, event: 'status_changed',
    modelType: MODEL_ORDER_ITEM, modelId: item.id, subjectLabel: `${item.description} (${order.order_number})`, data: changeSet(moved(before), moved(item)),
  });
  if (order.status !== 'CANCELED' && items.every((row) => row.status === 'CANCELED')) {
    const from = order.status;
    applyStatus(order, { status: 'CANCELED', status_comment: order.status_comment });
    writeLog({
      user, tenantId: order.tenant_id, message: `Order ${order.order_number} moved from ${from} to CANCELED: every item is canceled.`, event: 'status_changed',
      modelType: MODEL_ORDER, modelId: order.id, subjectLabel: order.order_number, data: { old: { status: from }, attributes: { status: 'CANCELED' } },
    });
  }
  return json({ data: serializeItem(item, order) });
}

function requireOwn(order: OrderRecord, user: UserRecord): void {
  if (order.user_id !== user.id) throw forbidden();
}

export function orderItemHandlers(): HttpHandler[] {
  return [
    ...resourceHandlers({
      path: '/api/v1/order-items',
      table: () => db().order_items,
      permission: 'order-items',
      permissions: { list: null, get: null },
      operations: ['list', 'get'],
      list: {
        searchable: [(item) => item.description, (item) => ordersById().get(item.order_id)?.order_number],
        sortable: {
          id: (item) => item.id,
          created_at: (item) => item.created_at,
          quantity: (item) => item.quantity,
          price: (item) => item.price,
          total: itemTotal,
          status: (item) => item.status,
        },
        dateField: (item) => ordersById().get(item.order_id)?.requested_date,
        filters: {
          status: anyOf((item) => item.status),
          order_id: hasId((item) => item.order_id),
          payer: anyOf((item) => item.payer),
          user_id: hasId((item) => ordersById().get(item.order_id)?.user_id),
        },
      },
      visible: (context) => itemVisibility(context, VIEW),
      serialize: (item) => serializeItem(item),
    }),
    route('put', '/api/v1/order-items/{id}', 'verified', async (context) => {
      const { item, order } = visibleItem(context, true);
      const { user, locale } = context;
      requireOwn(order, user);
      const input = await context.input();
      const rules = { quantity: [requiredSaying('quantityAndPayer'), integer, between(1, 20)], payer: [requiredSaying('quantityAndPayer'), oneOf(PAYERS)] };
      throwIfInvalid(collectErrors(input, rules, locale), locale);
      authorizeMove(item.status, 'MODIFICATION_REQUESTED', order, user, 'order-items.update', locale, 'customer');
      // A request only: what was ordered stays until staff take the change (status move → RECEIVED).
      const requested = { quantity: Number(input.quantity), payer: input.payer as OrderItemRecord['payer'] };
      const before = { ...item };
      applyStatus(item, { status: 'MODIFICATION_REQUESTED', status_comment: item.status_comment });
      item.requested_change = requested;
      const answer = changed(item, before, order, user, `change requested (${requested.quantity} × ${item.description}, paid by ${requested.payer}).`);
      notifyCustomerRequest(order, item, 'MODIFICATION_REQUESTED', user);
      return answer;
    }),
    route('post', '/api/v1/order-items/{id}/cancel', 'verified', async (context) => {
      const { item, order } = visibleItem(context, false);
      const { user, locale } = context;
      requireOwn(order, user);
      const input = await context.input();
      throwIfInvalid(collectErrors(input, { status_comment: [string, max(500)] }, locale), locale);
      const to = customerCancelStatus(item.status);
      if (to === undefined) throw moveRefused(item.status, 'CANCEL_REQUESTED', locale);
      const comment = input.status_comment === undefined ? item.status_comment : ((input.status_comment as string | null) ?? null);
      const before = { ...item };
      applyStatus(item, { status: to, status_comment: comment });
      const answer = changed(item, before, order, user, to === 'CANCELED' ? 'canceled.' : 'cancellation requested.');
      notifyCustomerRequest(order, item, to, user);
      return answer;
    }),
    route('put', '/api/v1/order-items/{id}/status', 'verified', async (context) => {
      const { user, locale } = context;
      if (!userCan(user, 'order-items.update')) throw forbidden();
      const { item, order } = visibleItem(context, true);
      const change = readStatusChange(await context.input(), locale);
      const from = item.status;
      authorizeMove(from, change.status, order, user, 'order-items.update', locale, 'staff');
      const before = { ...item };
      // Taking a modification applies what was asked; refusing it (or any other move) drops it.
      if (change.status === 'RECEIVED' && item.requested_change) Object.assign(item, item.requested_change);
      applyStatus(item, change);
      const answer = changed(item, before, order, user, `moved from ${from} to ${change.status}.`);
      notifyStaffMove(order, item, from, change.status, change.status_comment, user);
      return answer;
    }),
  ];
}
