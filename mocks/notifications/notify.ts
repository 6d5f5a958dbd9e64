// The backend's notifications (contract: Notification), sent where a Laravel app would send them:
// each function below stands for one notification class (its via() is the `database` channel while
// the `alerts` feature is on, its databaseType() the `type`, its toArray() the `data`) and for the
// `Notification::send($recipients, …)` of the action that causes it. Recipients are always people
// who may see what the notification links to, in its tenant, and never the person who acted.
import type { Id, OrderRequestKind } from '@/api/models';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import type { OrderStatus } from '@/lib/order-status';
import { now, timestamp } from '../clock';
import { isSuperAdminUser } from '../crud/tenant-scope';
import { db } from '../db/database';
import { notificationRow, type NotificationData, type NotificationType } from '../db/notification-rows';
import type { BillRecord, OrderItemRecord, OrderRecord, RestaurantMenuRecord, UserRecord } from '../db/records';
import { findUser, userCan } from '../db/users';
import { addDays, isoDate } from '../domain/dates';
import { isOfferedOn } from '../domain/ordering';
import { featureTree } from '../handlers/public';
import { restaurantTenantIds } from '../catalogue/visibility';

/** How far back "ordered from that restaurant" looks for tomorrow's menus. */
export const MENU_AUDIENCE_DAYS = 30;

export function alertsOn(): boolean {
  return isFeatureEnabled(featureTree(), FEATURES.alerts);
}

/** Stores one notification for each recipient (the database channel); nothing while alerts are off. */
function send<T extends NotificationType>(recipients: Iterable<UserRecord>, type: T, data: NotificationData<T>): void {
  if (!alertsOn()) return;
  const at = timestamp(now());
  const seen = new Set<Id>();
  for (const user of recipients) {
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    db().notifications.push(notificationRow(user.id, type, structuredClone(data), at));
  }
}

/** A member of the tenant (a super admin belongs to every one). */
function inTenant(user: UserRecord, tenantId: Id): boolean {
  return user.tenant_ids.includes(tenantId) || isSuperAdminUser(user);
}

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

/** Those of the tenant who see its orders and may move them along (not `actor`). */
export function orderStaff(tenantId: Id, actor?: UserRecord): UserRecord[] {
  return db().users.filter((user) =>
    user.id !== actor?.id && user.tenant_ids.includes(tenantId) && userCan(user, 'orders.view') &&
    (userCan(user, 'orders.update') || userCan(user, 'order-items.update')));
}

/** The person who placed the order, while they still belong to its tenant (not `actor`). */
function ordererOf(order: OrderRecord, actor?: UserRecord): UserRecord[] {
  const user = findUser(order.user_id);
  return user && user.id !== actor?.id && inTenant(user, order.tenant_id) ? [user] : [];
}

function orderData(order: OrderRecord, item: OrderItemRecord | undefined) {
  return {
    tenant_id: order.tenant_id, link: { kind: 'order' as const, id: order.id }, order_id: order.id, order_number: order.order_number,
    item_id: item?.id ?? null, item_name: item?.description ?? null,
  };
}

/** The request a staff move answers, if it answers one: taken or refused. */
function answeredRequest(from: OrderStatus, to: OrderStatus): { request: OrderRequestKind; accepted: boolean } | undefined {
  if (from === 'MODIFICATION_REQUESTED') return { request: 'modification', accepted: to === 'RECEIVED' };
  if (from === 'CANCEL_REQUESTED') return { request: 'cancellation', accepted: to === 'CANCELED' };
  return undefined;
}

/** Staff moved an order (item undefined) or one item of it: OrderStatusChanged or OrderRequestAnswered, to who ordered. */
export function notifyStaffMove(order: OrderRecord, item: OrderItemRecord | undefined, from: OrderStatus, to: OrderStatus, comment: string | null, actor: UserRecord): void {
  const recipients = ordererOf(order, actor);
  const answer = answeredRequest(from, to);
  if (answer) send(recipients, 'order-request-answered', { ...orderData(order, item), ...answer, status: to, comment });
  else send(recipients, 'order-status-changed', { ...orderData(order, item), status: to, comment });
}

/** The customer asked to change or cancel an item or the order (or canceled a placed one): OrderRequestReceived, to staff. */
export function notifyCustomerRequest(order: OrderRecord, item: OrderItemRecord | undefined, to: OrderStatus, actor: UserRecord): void {
  const request: OrderRequestKind = to === 'MODIFICATION_REQUESTED' ? 'modification' : 'cancellation';
  send(orderStaff(order.tenant_id, actor), 'order-request-received', {
    ...orderData(order, item), orderer_name: fullName(order.user), request, status: to,
  });
}

/** A new order: OrderPlaced, to staff of its tenant. */
export function notifyOrderPlaced(order: OrderRecord, actor: UserRecord): void {
  send(orderStaff(order.tenant_id, actor), 'order-placed', {
    ...orderData(order, undefined), orderer_name: fullName(order.user), restaurant_name: order.supplier.name, requested_date: order.requested_date,
  });
}

/** Who a sent bill concerns: the billed user (USER), the tenant's people who read its bills (TENANT); a restaurant has no accounts. */
function billAudience(bill: BillRecord, actor: UserRecord): UserRecord[] {
  const users = db().users.filter((user) => user.id !== actor.id && inTenant(user, bill.tenant_id));
  if (bill.type === 'USER') return users.filter((user) => user.id === bill.billable_id);
  if (bill.type === 'TENANT') return users.filter((user) => user.tenant_ids.includes(bill.tenant_id) && userCan(user, 'bills.view'));
  return [];
}

/** A bill was e-mailed: BillNotified, to whom it bills. */
export function notifyBillSent(bill: BillRecord, amount: number, actor: UserRecord): void {
  send(billAudience(bill, actor), 'bill-notified', {
    tenant_id: bill.tenant_id, link: { kind: 'bill', id: bill.id }, bill_id: bill.id, bill_type: bill.type, billable_name: bill.billable_name,
    from_date: bill.from_date, till_date: bill.till_date, amount,
  });
}

/** Offered tomorrow: switched on, in its window, its restaurant open. */
function offeredTomorrow(menu: RestaurantMenuRecord | undefined, tomorrow: string): boolean {
  const restaurant = menu && db().restaurants.find((row) => row.id === menu.restaurant_id);
  return menu !== undefined && menu.available && isOfferedOn(menu, tomorrow) && restaurant?.is_open === true;
}

/**
 * A menu was created, or changed so that it is offered tomorrow when it was not: MenusPublished, to
 * the people who ordered from its restaurant in the last 30 days, in each tenant the restaurant is
 * still linked to — once per person, restaurant and day (a second menu for the same day adds nothing).
 */
export function notifyMenuPublished(menu: RestaurantMenuRecord, before: RestaurantMenuRecord | undefined, actor: UserRecord): void {
  if (!alertsOn()) return;
  const today = isoDate(now());
  const tomorrow = addDays(today, 1);
  if (!offeredTomorrow(menu, tomorrow) || offeredTomorrow(before, tomorrow)) return;
  const restaurant = db().restaurants.find((row) => row.id === menu.restaurant_id)!;
  const linked = new Set(restaurantTenantIds(restaurant.id));
  const since = timestamp(new Date(now().getTime() - MENU_AUDIENCE_DAYS * 86_400_000));
  const told = (userId: Id, tenantId: Id) => db().notifications.some((row) =>
    row.notifiable_id === userId && row.type === 'menus-published' && row.data.restaurant_id === restaurant.id &&
    row.data.date === tomorrow && row.data.tenant_id === tenantId);
  const byTenant = new Map<Id, Map<Id, UserRecord>>();
  for (const order of db().orders) {
    if (order.supplier.id !== restaurant.id || order.created_at < since || !linked.has(order.tenant_id)) continue;
    for (const user of ordererOf(order, actor)) {
      if (told(user.id, order.tenant_id)) continue;
      const users = byTenant.get(order.tenant_id) ?? byTenant.set(order.tenant_id, new Map()).get(order.tenant_id)!;
      users.set(user.id, user);
    }
  }
  for (const [tenantId, users] of byTenant) {
    send(users.values(), 'menus-published', {
      tenant_id: tenantId, link: { kind: 'restaurant', id: restaurant.id }, restaurant_id: restaurant.id, restaurant_name: restaurant.name, date: tomorrow,
    });
  }
}
