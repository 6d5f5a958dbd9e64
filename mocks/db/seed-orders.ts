// Orders, order items, last month's bills and the log of the seed: deterministic (a fixed cycle,
// no randomness), dated around "today" like the menus. Past days hold finished orders; today and
// the next two days hold one open order in every open status, so every status of the transition
// table is there to try. `count` past orders (the scale option asks for 10,000). Nothing is dated
// after the demo's "now": an order planned for later in the day (or the day before a future one)
// is created a minute before it.
import type { Id, LogEvent } from '@/api/models';
import type { OrderStatus } from '@/lib/order-status';
import { timestamp } from '../clock';
import { generateBills } from '../billing/generate';
import { addDays, atTime, isoDate } from '../domain/dates';
import { applicableDiscounts } from '@/lib/discounts';
import { effectivePrice } from '../domain/prices';
import { isOfferedOn } from '../domain/ordering';
import { orderNumber, recomputeOrder } from '../orders/order-math';
import { MODEL_BILL, MODEL_ORDER, MODEL_RESTAURANT, MODEL_USER } from './model-types';
import type { DbData, LogRecord, OrderItemRecord, OrderRecord, RestaurantMenuRecord } from './records';

export const DEFAULT_SEED_ORDERS = 160;
const PAST_DAYS = 60;
const PAST_STATUSES: OrderStatus[] = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'DENIED', 'COMPLETED', 'COMPLETED', 'CANCELED', 'COMPLETED', 'FAILED'];
/** [day offset, user, tenant, status]: today's and the next days' open orders. */
const OPEN_ORDERS: [number, Id, Id, OrderStatus][] = [
  [0, 3, 1, 'PLACED'], [0, 2, 1, 'RECEIVED'], [0, 4, 2, 'ACCEPTED'], [0, 2, 1, 'TRANSPORT_READY'], [0, 3, 1, 'TRANSPORTING'],
  [0, 4, 2, 'CANCEL_REQUESTED'], [0, 2, 1, 'CANCEL_DENIED'], [0, 3, 1, 'MODIFICATION_REQUESTED'],
  [1, 3, 1, 'PLACED'], [1, 2, 1, 'RECEIVED'], [1, 4, 2, 'PLACED'], [2, 3, 1, 'ACCEPTED'], [2, 1, 3, 'PLACED'],
  // Last, so the orders above keep their ids: today's received orders of Acme at more than one
  // restaurant, for the kitchen board to show on a fresh demo.
  [0, 3, 1, 'RECEIVED'], [0, 6, 1, 'RECEIVED'], [0, 3, 1, 'RECEIVED'],
];
/** Who orders on past days, in turn: [user, tenant]. */
const ORDERERS: [Id, Id][] = [[3, 1], [2, 1], [4, 2], [3, 1], [1, 3], [2, 1], [4, 2]];

interface Plan {
  day: string;
  userId: Id;
  tenantId: Id;
  status: OrderStatus;
}

/** The extra orders of today (the kitchen board's bench): Acme's people in turn, open statuses in turn. */
const BUSY_ORDERERS: Id[] = [3, 2, 6, 5];
const BUSY_STATUSES: OrderStatus[] = ['RECEIVED', 'RECEIVED', 'ACCEPTED', 'PLACED', 'TRANSPORT_READY'];

function plans(today: string, count: number, todayCount: number): Plan[] {
  const past = Array.from({ length: count }, (_, i): Plan => {
    const [userId, tenantId] = ORDERERS[i % ORDERERS.length]!;
    const day = addDays(today, -PAST_DAYS + Math.floor((i * PAST_DAYS) / count));
    return { day, userId, tenantId, status: PAST_STATUSES[i % PAST_STATUSES.length]! };
  });
  const open = OPEN_ORDERS.map(([offset, userId, tenantId, status]) => ({ day: addDays(today, offset), userId, tenantId, status }));
  const busy = Array.from({ length: todayCount }, (_, i): Plan => ({
    day: today, userId: BUSY_ORDERERS[i % BUSY_ORDERERS.length]!, tenantId: 1, status: BUSY_STATUSES[i % BUSY_STATUSES.length]!,
  }));
  return [...past, ...open, ...busy];
}

/** Priced menus of the restaurants linked to the tenant; for future days only those orderable then. */
function menusOf(data: DbData, tenantId: Id, day: string, future: boolean): RestaurantMenuRecord[] {
  const restaurants = new Set(data.tenant_links.filter((l) => l.tenant_id === tenantId && l.model_type === MODEL_RESTAURANT).map((l) => l.model_id));
  const restaurantOf = (menu: RestaurantMenuRecord) => data.restaurants.find((r) => r.id === menu.restaurant_id)!;
  return data.restaurant_menus.filter((menu) => {
    const restaurant = restaurantOf(menu);
    if (!restaurants.has(menu.restaurant_id) || effectivePrice(menu, restaurant) === null) return false;
    return !future || (menu.available && restaurant.is_open && isOfferedOn(menu, day));
  });
}

type MenuCache = Map<string, RestaurantMenuRecord[]>;

const MINUTE_MS = 60_000;
/** The timestamp of `planned`, or of the whole minute before `at` when `planned` is not earlier. */
const notAfter = (planned: Date, at: Date) =>
  timestamp(new Date(Math.min(planned.getTime(), Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS - MINUTE_MS)));

function addOrder(data: DbData, plan: Plan, index: number, at: Date, cache: MenuCache): void {
  const today = isoDate(at);
  const future = plan.day >= today;
  const key = future ? `${plan.tenantId} ${plan.day}` : String(plan.tenantId);
  const menus = cache.get(key) ?? cache.set(key, menusOf(data, plan.tenantId, plan.day, future)).get(key)!;
  const first = menus[index % menus.length]!;
  const restaurant = data.restaurants.find((r) => r.id === first.restaurant_id)!;
  const sameRestaurant = menus.filter((m) => m.restaurant_id === restaurant.id);
  const user = data.users.find((u) => u.id === plan.userId)!;
  const tenant = data.tenants.find((t) => t.id === plan.tenantId)!;
  const id = data.orders.length + 1;
  const created = notAfter(atTime(addDays(plan.day, plan.day > today ? -1 : 0), '08:30'), at);
  const order: OrderRecord = {
    id, order_number: orderNumber(tenant.name, created, id), status: plan.status, status_comment: null,
    order_comment: index % 4 === 0 ? 'No bread, please.' : null,
    contact: { name: `${user.first_name} ${user.last_name}`, phone: null, email: user.email },
    shipping: null, delivery: { method: 'PICKUP', time: '12:15' },
    user_id: user.id, user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email },
    tenant_id: tenant.id, company: { id: tenant.id, name: tenant.name }, supplier: { id: restaurant.id, name: restaurant.name },
    requested_date: plan.day, deduct_from_salary: index % 4 === 1, total_ordered: 0, discount: 0, total: 0,
    created_at: created, updated_at: created,
  };
  const lines = plan.status === 'PLACED' ? 2 : (index % 3) + 1;
  const items: OrderItemRecord[] = Array.from({ length: lines }, (_, line) => {
    const menu = sameRestaurant[(index + line) % sameRestaurant.length]!;
    const owners = { tenantId: tenant.id, restaurantId: restaurant.id, menuId: menu.id };
    // A finished order may hold one item that was canceled along the way.
    const status: OrderStatus = plan.status === 'COMPLETED' && line === 1 && index % 5 === 0 ? 'CANCELED' : plan.status;
    return {
      id: data.order_items.length + line + 1, order_id: id, restaurant_menu_id: menu.id, description: menu.name,
      quantity: (line % 2) + 1, payer: line % 2 === 0 ? 'USER' : 'TENANT', price: effectivePrice(menu, restaurant)!,
      status, status_comment: status === 'DENIED' ? 'Sold out.' : null,
      // A pending request asks for one more, paid by the other payer.
      requested_change: status === 'MODIFICATION_REQUESTED' ? { quantity: (line % 2) + 2, payer: line % 2 === 0 ? 'TENANT' : 'USER' } : null,
      applied_discounts: applicableDiscounts(data.discounts, owners).map(({ id: d, amount, type, owner_type, owner_id, priority }) => ({
        id: d, amount, type, owner_type, owner_id, priority,
      })),
      created_at: created, updated_at: created,
    };
  });
  recomputeOrder(order, items);
  data.orders.push(order);
  data.order_items.push(...items);
  const placed = {
    attributes: {
      supplier: restaurant.name, requested_date: order.requested_date, total: order.total,
      items: items.map((item) => ({ description: item.description, quantity: item.quantity, payer: item.payer })),
    },
  };
  data.logs.push(logEntry(data.logs.length + 1, created, user.id, tenant.id, `Order ${order.order_number} placed.`, 'created', [MODEL_ORDER, id, order.order_number], 'SUCCESSFUL', placed));
}

/** A log entry of the seed; `subject` is its model type, id and label. */
function logEntry(
  id: Id, at: string, userId: Id | null, tenantId: Id | null, message: string, event: LogEvent,
  [modelType, modelId, label]: [LogRecord['model_type'], Id | null, string | null], result: LogRecord['result'] = 'SUCCESSFUL', data: LogRecord['data'] = null,
): LogRecord {
  return {
    id, created_at: at, updated_at: at, result, user_id: userId, tenant_id: tenantId, message, event,
    model_type: modelType, model_id: modelId, subject_label: label, data,
  };
}

/**
 * Fills the seed's orders, items, bills and log; `data` holds the catalogue and users already.
 * `todayCount` more orders of Acme for today make a busy day (the kitchen board's bench).
 */
export function seedOrders(data: DbData, at: Date, count = DEFAULT_SEED_ORDERS, todayCount = 0): void {
  const today = isoDate(at);
  const cache: MenuCache = new Map();
  plans(today, count, todayCount).forEach((plan, index) => addOrder(data, plan, index, at, cache));
  // Last month's bills of every type for Acme and Globex; some paid, some sent.
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const till = addDays(firstOfMonth, -1);
  const from = `${till.slice(0, 7)}-01`;
  const stamp = notAfter(atTime(firstOfMonth, '07:00'), at);
  for (const tenantId of [1, 2]) {
    for (const type of ['USER', 'TENANT', 'RESTAURANT'] as const) generateBills(data, tenantId, type, from, till, stamp);
  }
  data.bills.forEach((bill, index) => {
    // Paid by who is billed, not by the bill's place in the list (which moves with the date): the
    // same bills are unpaid whatever day the seed runs (Brasserie du Parc's stays deletable).
    if ((bill.billable_id + bill.type.length) % 3 === 1) bill.paid_at = stamp;
    if (index % 2 === 0) bill.notified_at = stamp;
  });
  const seen = timestamp(atTime(addDays(today, -1), '09:00'));
  // Acme's bills by its administrator (user 2), Globex's by the super admin (user 1); a failed sign-in
  // of an Acme user is in Acme's log.
  data.logs.push(
    ...[[2, 1], [1, 2]].map(([userId, tenantId], index) => logEntry(
      data.logs.length + 1 + index, stamp, userId!, tenantId!, `Bills generated for ${from}..${till}.`, 'generated', [MODEL_BILL, null, null], 'SUCCESSFUL',
      { attributes: { from, till, count: data.bills.filter((bill) => bill.tenant_id === tenantId).length } },
    )),
    logEntry(data.logs.length + 3, seen, null, 1, 'Failed login for user@example.com.', 'sign_in_failed', [MODEL_USER, 3, 'user@example.com'], 'UNSUCCESSFUL', {
      email: 'user@example.com', reason: 'These credentials do not match our records.', ip: '203.0.113.24',
    }),
  );
  // A log table's ids grow with time; the seed writes past and future days' orders out of order.
  data.logs.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id).forEach((log, index) => (log.id = index + 1));
}
