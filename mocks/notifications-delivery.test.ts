// Notifications (the alerts feature): each event reaches exactly the people it should — who
// ordered, the tenant's staff who move orders along, the people a bill bills, the recent customers
// of a restaurant — never the person who acted, never anyone of another tenant, and nobody while
// the feature is off.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bill, RestaurantMenu } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import { setFeatureEnabled } from './control';
import { db } from './db/database';
import { MODEL_RESTAURANT } from './db/model-types';
import { body, call, login } from './testing/backend-client';
import { list, pinClockAndReseed } from './testing/catalogue-helpers';
import { inbox, itemsOf, move, sentSince, stored, USERS } from './testing/notification-helpers';
import { place, TODAY, TOMORROW } from './testing/order-helpers';

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

describe('notifications: who hears of an order', () => {
  it('a new order: the tenant’s staff who move orders along, not who ordered, not another tenant’s', async () => {
    await login('user@example.com');
    const before = stored();
    const orders = await place();
    // Two restaurants, two orders: Ada and Sam hear of each; Uma (who ordered) and Gus (Globex) do not.
    expect(sentSince(before)).toEqual(orders.flatMap(() => [[USERS.sam, 'order-placed'], [USERS.ada, 'order-placed']]));
    await login('admin@example.com');
    const [newest] = (await inbox()).data;
    expect(newest).toMatchObject({
      type: 'order-placed', read_at: null,
      data: { tenant_id: 1, link: { kind: 'order', id: orders.at(-1)!.id }, order_number: orders.at(-1)!.order_number, orderer_name: 'Uma User', requested_date: TOMORROW, item_id: null },
    });

  });

  it('staff moves an item: who ordered hears its new status; staff and the actor do not', async () => {
    await login('user@example.com');
    const [order] = await place();
    const [item] = await itemsOf(order!.id);
    await login('admin@example.com');
    const before = stored();
    await move(`api/v1/order-items/${item!.id}/status`, 'RECEIVED', 'On it');
    expect(sentSince(before)).toEqual([[USERS.uma, 'order-status-changed']]);
    await login('user@example.com');
    expect((await inbox()).data[0]).toMatchObject({
      type: 'order-status-changed', data: { order_id: order!.id, item_id: item!.id, item_name: item!.description, status: 'RECEIVED', comment: 'On it' },
    });
  });

  it('staff moves the whole order: one notification for the order, not one per item', async () => {
    await login('user@example.com');
    const [order] = await place();
    await login('admin@example.com');
    const before = stored();
    await move(`api/v1/orders/${order!.id}/status`, 'RECEIVED');
    expect(sentSince(before)).toEqual([[USERS.uma, 'order-status-changed']]);
    expect(db().notifications.at(-1)!.data).toMatchObject({ item_id: null, item_name: null, status: 'RECEIVED' });
  });

  it('a change request reaches staff; its refusal reaches who asked. A cancellation likewise, accepted', async () => {
    await login('user@example.com');
    const [one, other] = await place(); // two restaurants: two orders of one item each
    const [first] = await itemsOf(one!.id);
    const [second] = await itemsOf(other!.id);
    await login('admin@example.com');
    await move(`api/v1/order-items/${first!.id}/status`, 'RECEIVED');
    await move(`api/v1/order-items/${first!.id}/status`, 'ACCEPTED');

    await login('user@example.com');
    let before = stored();
    expect((await call('PUT', `api/v1/order-items/${second!.id}`, { body: { quantity: 3, payer: 'USER' } })).status).toBe(200);
    expect(sentSince(before)).toEqual([[USERS.sam, 'order-request-received'], [USERS.ada, 'order-request-received']]);
    expect(db().notifications.at(-1)!.data).toMatchObject({ request: 'modification', status: 'MODIFICATION_REQUESTED', item_id: second!.id, orderer_name: 'Uma User' });
    before = stored();
    expect((await call('POST', `api/v1/order-items/${first!.id}/cancel`, { body: {} })).status).toBe(200);
    expect(db().notifications.slice(before).map((row) => row.data)).toEqual([
      expect.objectContaining({ request: 'cancellation', status: 'CANCEL_REQUESTED' }), expect.objectContaining({ request: 'cancellation', status: 'CANCEL_REQUESTED' }),
    ]);

    await login('admin@example.com');
    before = stored();
    await move(`api/v1/order-items/${second!.id}/status`, 'DENIED', 'Sold out');
    await move(`api/v1/order-items/${first!.id}/status`, 'CANCELED');
    expect(sentSince(before)).toEqual([[USERS.uma, 'order-request-answered'], [USERS.uma, 'order-request-answered']]);
    expect(db().notifications.slice(before).map((row) => row.data)).toEqual([
      expect.objectContaining({ request: 'modification', accepted: false, status: 'DENIED', comment: 'Sold out' }),
      expect.objectContaining({ request: 'cancellation', accepted: true, status: 'CANCELED' }),
    ]);
  });

  it('a placed item canceled outright tells staff it was canceled', async () => {
    await login('user@example.com');
    const [order] = await place();
    const before = stored();
    expect((await call('POST', `api/v1/order-items/${(await itemsOf(order!.id))[0]!.id}/cancel`, { body: {} })).status).toBe(200);
    expect(db().notifications.slice(before).map((row) => [row.notifiable_id, row.data])).toEqual([
      [USERS.sam, expect.objectContaining({ request: 'cancellation', status: 'CANCELED' })],
      [USERS.ada, expect.objectContaining({ request: 'cancellation', status: 'CANCELED' })],
    ]);
  });

  it('sends nothing while the alerts feature is off; what exists stays readable', async () => {
    setFeatureEnabled(FEATURES.alerts, false);
    await login('user@example.com');
    const before = stored();
    const [order] = await place();
    await login('admin@example.com');
    await move(`api/v1/orders/${order!.id}/status`, 'RECEIVED');
    expect(stored()).toBe(before);
    expect((await inbox()).meta.unread_count).toBe(2);
  });
});

/** The open restaurant Uma ordered from most recently. */
function umaRecentRestaurant(): number {
  const data = db();
  return data.orders
    .filter((order) => order.user_id === USERS.uma && data.restaurants.find((r) => r.id === order.supplier.id)!.is_open)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!.supplier.id;
}

describe('notifications: bills and menus', () => {
  const billOf = async (type: Bill['type'], billable?: number) =>
    (await list<Bill>(`api/v1/bills?type[]=${type}&per_page=100`)).data.find((bill) => billable === undefined || bill.billable_id === billable)!;

  it('a USER bill sent reaches the person it bills; a TENANT bill the tenant’s people who read bills; a RESTAURANT bill nobody', async () => {
    await login('admin@example.com');
    const uma = await billOf('USER', USERS.uma);
    let before = stored();
    expect((await call('POST', `api/v1/bills/${uma.id}/notify`)).status).toBe(200);
    expect(sentSince(before)).toEqual([[USERS.uma, 'bill-notified']]);
    expect(db().notifications.at(-1)!.data).toEqual({
      tenant_id: 1, link: { kind: 'bill', id: uma.id }, bill_id: uma.id, bill_type: 'USER', billable_name: 'Uma User',
      from_date: uma.from_date, till_date: uma.till_date, amount: uma.amount,
    });

    const tenant = await billOf('TENANT');
    db().tenants.find((row) => row.id === 1)!.email = 'billing@acme.example';
    before = stored();
    expect((await call('POST', `api/v1/bills/${tenant.id}/notify`)).status).toBe(200);
    expect(sentSince(before)).toEqual([[USERS.sam, 'bill-notified']]); // Ada sent it; Uma does not read bills

    const restaurant = await billOf('RESTAURANT');
    before = stored();
    const sent = await call('POST', `api/v1/bills/${restaurant.id}/notify`);
    expect([200, 422]).toContain(sent.status);
    expect(stored()).toBe(before);
  });

  it('tomorrow’s menu published: the restaurant’s customers of the last 30 days in its tenants, once per day', async () => {
    const data = db();
    const since = new Date(Date.parse(`${TODAY}T09:00:00Z`) - 30 * 86_400_000).toISOString();
    const linked = (restaurantId: number) => data.tenant_links.filter((l) => l.model_type === MODEL_RESTAURANT && l.model_id === restaurantId).map((l) => l.tenant_id);
    const customers = (restaurantId: number) => new Set(data.orders
      .filter((order) => order.supplier.id === restaurantId && order.created_at >= since && linked(restaurantId).includes(order.tenant_id) && order.user_id !== USERS.ada)
      .map((order) => order.user_id));
    // A restaurant with customers in two tenants shows the rule best; any with customers will do.
    const restaurantId = [...new Set(data.orders.map((order) => order.supplier.id))]
      .sort((a, b) => new Set(linked(b)).size - new Set(linked(a)).size)
      .find((id) => customers(id).size > 0 && data.restaurants.find((r) => r.id === id)!.is_open)!;
    const expected = customers(restaurantId);
    expect(expected.size).toBeGreaterThan(0);

    await login('admin@example.com');
    const before = stored();
    const created = await call('POST', `api/v1/restaurants/${restaurantId}/menus`, { body: { name: 'Spring rolls', available_from: TOMORROW, available_till: TOMORROW, price: 900 } });
    expect(created.status).toBe(201);
    const rows = data.notifications.slice(before);
    expect(new Set(rows.map((row) => row.notifiable_id))).toEqual(expected);
    expect(rows.every((row) => row.type === 'menus-published' && row.data.date === TOMORROW && row.data.link.kind === 'restaurant')).toBe(true);
    for (const row of rows) {
      const user = data.users.find((u) => u.id === row.notifiable_id)!;
      expect(linked(restaurantId)).toContain(row.data.tenant_id);
      expect(user.tenant_ids.includes(row.data.tenant_id!) || user.id === USERS.sam).toBe(true);
    }

    // A second menu for the same day adds nothing; a menu for next week, nothing; switching one on for tomorrow, nothing more.
    const after = stored();
    await call('POST', `api/v1/restaurants/${restaurantId}/menus`, { body: { name: 'Pho', available_from: TOMORROW, price: 1100 } });
    await call('POST', `api/v1/restaurants/${restaurantId}/menus`, { body: { name: 'Later', available_from: '2026-03-20', price: 1100 } });
    expect(stored()).toBe(after);
  });

  it('a menu switched on for tomorrow counts as published; editing one already offered does not', async () => {
    await login('admin@example.com');
    const before = stored();
    const menu = (await body<{ data: RestaurantMenu }>(await call('POST', `api/v1/restaurants/${umaRecentRestaurant()}/menus`, {
      body: { name: 'Soup', available_from: TOMORROW, available: false, price: 700 },
    }))).data;
    expect(stored()).toBe(before); // switched off: not published
    await call('PUT', `api/v1/restaurants/${menu.restaurant_id}/menus/${menu.id}`, { body: { name: 'Soup', available_from: TOMORROW, available: true } });
    expect(sentSince(before)).toContainEqual([USERS.uma, 'menus-published']);
    const count = stored();
    await call('PUT', `api/v1/restaurants/${menu.restaurant_id}/menus/${menu.id}`, { body: { name: 'Soup of the day', available_from: TOMORROW, available: true } });
    expect(stored()).toBe(count);
  });
});
