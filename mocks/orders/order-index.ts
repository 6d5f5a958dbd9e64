// Look-ups of order items by order, cached per table state: lists serialise up to 100 orders and
// sort thousands, so the index is built once, not per row. Items are only ever added (never
// removed), so the table's identity and length identify its state.
import type { Id } from '@/api/models';
import { db } from '../db/database';
import type { OrderItemRecord, OrderRecord } from '../db/records';

let cached: { table: OrderItemRecord[]; length: number; byOrder: Map<Id, OrderItemRecord[]> } | undefined;
let cachedOrders: { table: OrderRecord[]; length: number; byId: Map<Id, OrderRecord> } | undefined;

export function itemsByOrder(): Map<Id, OrderItemRecord[]> {
  const table = db().order_items;
  if (cached?.table === table && cached.length === table.length) return cached.byOrder;
  const byOrder = new Map<Id, OrderItemRecord[]>();
  for (const item of table) {
    const list = byOrder.get(item.order_id);
    if (list) list.push(item);
    else byOrder.set(item.order_id, [item]);
  }
  cached = { table, length: table.length, byOrder };
  return byOrder;
}

export function itemsOf(orderId: Id): OrderItemRecord[] {
  return itemsByOrder().get(orderId) ?? [];
}

/** Orders by id (orders, too, are never removed). */
export function ordersById(): Map<Id, OrderRecord> {
  const table = db().orders;
  if (cachedOrders?.table === table && cachedOrders.length === table.length) return cachedOrders.byId;
  const byId = new Map(table.map((order) => [order.id, order]));
  cachedOrders = { table, length: table.length, byId };
  return byId;
}

export function findOrder(id: Id): OrderRecord | undefined {
  return ordersById().get(id);
}
