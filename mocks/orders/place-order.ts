// POST api/v1/orders (contract: placeOrder): validate the whole checkout, then create one order
// per restaurant with the lines' prices and discounts as they are now. Card data is validated in
// checkout-rules.ts and dropped here: it is never stored, logged or echoed.
import type { HttpHandler } from 'msw';
import type { Id, OrderContact, OrderDelivery, OrderShipping } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import { now, timestamp } from '../clock';
import { tenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import { MODEL_ORDER } from '../db/model-types';
import { writeLog } from '../db/logs';
import { notifyOrderPlaced } from '../notifications/notify';
import { nextId } from '../db/next-id';
import type { OrderItemRecord, OrderRecord, UserRecord } from '../db/records';
import { userCan } from '../db/users';
import { applicableDiscounts } from '@/lib/discounts';
import { effectivePrice } from '../domain/prices';
import { forbidden, json } from '../responses';
import { route } from '../route';
import { collectErrors, throwIfInvalid, valueAt, type Input } from '../validation';
import { toBoolean, toText } from '../validation-rules';
import { checkoutRules, featureOn } from './checkout-rules';
import { menuChoice, type MenuChoice } from './menu-choice';
import { itemsOf } from './order-index';
import { orderNumber, recomputeOrder } from './order-math';
import { serializeOrder } from './serialize';

interface Line extends MenuChoice {
  quantity: number;
  payer: OrderItemRecord['payer'];
}

function contactOf(input: Input, user: UserRecord): OrderContact {
  const given = featureOn(FEATURES.contact) ? (input.contact as Input | undefined) : undefined;
  if (!given) return { name: `${user.first_name} ${user.last_name}`, phone: null, email: user.email };
  return { name: String(given.name).trim(), phone: toText(given.phone), email: toText(given.email) };
}

function deliveryOf(input: Input): OrderDelivery | null {
  const given = featureOn(FEATURES.delivery) ? (input.delivery as Input | null | undefined) : undefined;
  if (!given) return null;
  return { method: given.method === 'DELIVERY' ? 'DELIVERY' : 'PICKUP', time: toText(given.time) };
}

function shippingOf(input: Input, delivery: OrderDelivery | null): OrderShipping | null {
  const given = input.shipping as Input | null | undefined;
  if (!featureOn(FEATURES.shipping) || !given || delivery?.method !== 'DELIVERY') return null;
  const text = (key: string) => toText(valueAt(given, key));
  return { address: String(given.address).trim(), city: text('city'), postal_code: text('postal_code'), instructions: text('instructions') };
}

/** Creates one order (and its items) for the lines of one restaurant. */
function createOrder(lines: Line[], base: Omit<OrderRecord, 'id' | 'order_number' | 'supplier' | 'total_ordered' | 'discount' | 'total'>): OrderRecord {
  const data = db();
  const id = nextId(data.orders);
  const tenantName = data.tenants.find((t) => t.id === base.tenant_id)?.name ?? '';
  const restaurant = lines[0]!.restaurant;
  const order: OrderRecord = {
    ...base, id, order_number: orderNumber(tenantName, base.created_at, id),
    supplier: { id: restaurant.id, name: restaurant.name }, total_ordered: 0, discount: 0, total: 0,
  };
  data.orders.push(order);
  let itemId = nextId(data.order_items);
  for (const { menu, quantity, payer } of lines) {
    const owners = { tenantId: base.tenant_id, restaurantId: restaurant.id, menuId: menu.id };
    data.order_items.push({
      id: itemId++, order_id: id, restaurant_menu_id: menu.id, description: menu.name, quantity, payer,
      price: effectivePrice(menu, restaurant) ?? 0, status: 'PLACED', status_comment: null, requested_change: null,
      applied_discounts: applicableDiscounts(data.discounts, owners).map(({ id: discountId, amount, type, owner_type, owner_id, priority }) => ({
        id: discountId, amount, type, owner_type, owner_id, priority,
      })),
      created_at: base.created_at, updated_at: base.created_at,
    });
  }
  recomputeOrder(order, itemsOf(id));
  return order;
}

export function placeOrderHandler(): HttpHandler {
  return route('post', '/api/v1/orders', 'verified', async ({ user, url, locale, input: readBody }) => {
    if (!userCan(user, 'orders.create')) throw forbidden();
    const tenantId: Id | undefined = tenantScope(user, url, true).tenantId;
    if (tenantId === undefined) throw forbidden();
    const input = await readBody();
    throwIfInvalid(collectErrors(input, checkoutRules(input, tenantId, user.id), locale), locale);

    const byRestaurant = new Map<Id, Line[]>();
    for (const raw of input.items as Input[]) {
      const choice = menuChoice(raw.restaurant_menu_id, tenantId)!;
      const line: Line = { ...choice, quantity: Number(raw.quantity), payer: raw.payer as Line['payer'] };
      byRestaurant.set(choice.restaurant.id, [...(byRestaurant.get(choice.restaurant.id) ?? []), line]);
    }
    const stamp = timestamp(now());
    const delivery = deliveryOf(input);
    const contact = contactOf(input, user);
    const base = {
      status: 'PLACED' as const, status_comment: null, order_comment: toText(input.order_comment), contact, delivery,
      shipping: shippingOf(input, delivery), user_id: user.id, tenant_id: tenantId,
      user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email },
      company: { id: tenantId, name: db().tenants.find((t) => t.id === tenantId)?.name ?? '' },
      requested_date: String(input.requested_date), deduct_from_salary: toBoolean(input.deduct_from_salary),
      created_at: stamp, updated_at: stamp,
    };
    const orders = [...byRestaurant.values()].map((lines) => createOrder(lines, base));
    for (const order of orders) {
      writeLog({
        user, tenantId: order.tenant_id, message: `Order ${order.order_number} placed.`, event: 'created', modelType: MODEL_ORDER, modelId: order.id,
        subjectLabel: order.order_number, data: { attributes: { supplier: order.supplier.name, requested_date: order.requested_date, total: order.total } },
      });
      notifyOrderPlaced(order, user);
    }
    return json({ data: orders.map((order) => serializeOrder(order)) }, 201);
  });
}
