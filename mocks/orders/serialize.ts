// Order rows ↔ the API's Order and OrderItem. Embedded names come from the live rows when they
// still exist, else from the snapshot taken at placement (a deleted restaurant keeps its orders).
import type { Order, OrderItem } from '@/api/models';
import { db } from '../db/database';
import type { OrderItemRecord, OrderRecord } from '../db/records';
import { itemReduction, itemTotal } from './order-math';
import { findOrder, itemsByOrder, itemsOf } from './order-index';

function liveNames(order: OrderRecord): Pick<Order, 'user' | 'company' | 'supplier'> {
  const data = db();
  const user = data.users.find((u) => u.id === order.user_id);
  const tenant = data.tenants.find((t) => t.id === order.tenant_id);
  const restaurant = data.restaurants.find((r) => r.id === order.supplier.id);
  return {
    user: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email } : { ...order.user },
    company: tenant ? { id: tenant.id, name: tenant.name } : { ...order.company },
    supplier: restaurant ? { id: restaurant.id, name: restaurant.name } : { ...order.supplier },
  };
}

export function serializeItem(item: OrderItemRecord, order: Pick<OrderRecord, 'order_number'> | undefined = findOrder(item.order_id)): OrderItem {
  return {
    id: item.id,
    order_id: item.order_id,
    order_number: order?.order_number ?? '',
    restaurant_menu_id: item.restaurant_menu_id,
    description: item.description,
    quantity: item.quantity,
    count: item.quantity,
    payer: item.payer,
    price: item.price,
    total: itemTotal(item),
    discount: itemReduction(item),
    status: item.status,
    status_comment: item.status_comment,
    requested_change: item.requested_change && { ...item.requested_change },
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

export function serializeOrder(order: OrderRecord, withItems = false): Order {
  const items = withItems ? itemsOf(order.id) : undefined;
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    status_comment: order.status_comment,
    order_comment: order.order_comment,
    contact: { ...order.contact },
    shipping: order.shipping && { ...order.shipping },
    delivery: order.delivery && { ...order.delivery },
    user_id: order.user_id,
    tenant_id: order.tenant_id,
    ...liveNames(order),
    requested_date: order.requested_date,
    deduct_from_salary: order.deduct_from_salary,
    total_ordered: order.total_ordered,
    discount: order.discount,
    total: order.total,
    items_count: itemsByOrder().get(order.id)?.length ?? 0,
    ...(items && { items: items.map((item) => serializeItem(item, order)) }),
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}
