// Who sees which orders (contract: listOrders, listOrderItems): the call's tenant (all of them for
// a super admin reading without tenant_id), and within it every order with the view permission,
// else only the caller's own.
import type { Predicate } from '../crud/list-query';
import type { TenantScope } from '../crud/tenant-scope';
import type { OrderItemRecord, OrderRecord, UserRecord } from '../db/records';
import { userCan } from '../db/users';
import { ordersById } from './order-index';

export interface Viewer {
  user: UserRecord;
  scope: TenantScope;
}

export function orderVisibility({ user, scope }: Viewer, permission: string): Predicate<OrderRecord> {
  const all = userCan(user, permission);
  const tenant = scope.visibleIn;
  return (order) => (tenant === undefined || order.tenant_id === tenant) && (all || order.user_id === user.id);
}

export function itemVisibility(viewer: Viewer, permission: string): Predicate<OrderItemRecord> {
  const visible = orderVisibility(viewer, permission);
  const orders = ordersById();
  return (item) => {
    const order = orders.get(item.order_id);
    return order !== undefined && visible(order);
  };
}

