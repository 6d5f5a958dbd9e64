// Orders and order items: tenant isolation, the status table for staff and customers, totals after
// changes (placing an order: checkout.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@/api/models';
import { setMockNow } from './clock';
import { body, call, login } from './testing/backend-client';
import { list, pinClockAndReseed } from './testing/catalogue-helpers';
import { CHECKOUT, errorsOf, orderOf, place, TODAY } from './testing/order-helpers';

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

async function move(path: string, status: string, status_comment: string | null = null) {
  return call('PUT', path, { body: { status, status_comment } });
}

describe('orders: who sees what', () => {
  it('keeps tenants apart: user2@example.com never sees an Acme order', async () => {
    await login('user2@example.com');
    const page = await list<Order>('api/v1/orders?per_page=100');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((order) => order.company.id === 2 && order.user.email === 'user2@example.com')).toBe(true);
    const acme = (await login('admin@example.com'), await list<Order>('api/v1/orders?per_page=10')).data[0]!;
    await login('user2@example.com');
    expect((await call('GET', `api/v1/orders/${acme.id}`)).status).toBe(404);
    expect((await call('GET', 'api/v1/orders?tenant_id=1')).status).toBe(403);
  });

  it('shows a user their own orders and staff the whole tenant, with pagination meta and filters', async () => {
    await login('user@example.com');
    const own = await list<Order>('api/v1/orders?per_page=100');
    expect(new Set(own.data.map((order) => order.user_id))).toEqual(new Set([3]));
    await login('admin@example.com');
    const all = await list<Order>('api/v1/orders?per_page=25&page=2');
    expect(all.meta).toMatchObject({ current_page: 2, per_page: 25, from: 26, to: 50 });
    expect(new Set(all.data.map((order) => order.tenant_id))).toEqual(new Set([1]));
    const users = new Set((await list<Order>('api/v1/orders?per_page=100')).data.map((order) => order.user_id));
    expect(users.size).toBeGreaterThan(1);
    const placed = await list<Order>('api/v1/orders?status[]=PLACED&status[]=RECEIVED&per_page=100');
    expect(placed.data.every((order) => ['PLACED', 'RECEIVED'].includes(order.status))).toBe(true);
    const today = await list<Order>(`api/v1/orders?from=${TODAY}&till=${TODAY}&order_by=total&order_dir=asc`);
    expect(today.data.every((order) => order.requested_date === TODAY)).toBe(true);
    const totals = today.data.map((order) => order.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await call('GET', 'api/v1/orders?order_by=secret')).status).toBe(422);
  });

  it("lets staff list one person's order items with user_id (the dashboard's own figures and open changes)", async () => {
    await login('admin@example.com');
    const everyone = await list<OrderItem>('api/v1/order-items?per_page=10');
    const uma = await list<OrderItem>('api/v1/order-items?user_id=3&per_page=100');
    expect(uma.data.length).toBeGreaterThan(0);
    expect(uma.meta.total).toBeLessThan(everyone.meta.total);
    const umaOrders = new Set((await list<Order>('api/v1/orders?user_id=3&per_page=100')).data.map((order) => order.id));
    expect(uma.data.every((item) => umaOrders.has(item.order_id))).toBe(true);
    // A user naming someone else still reads only their own: nothing.
    await login('user@example.com');
    expect((await list<OrderItem>('api/v1/order-items?user_id=2&per_page=100')).data).toEqual([]);
  });
});

describe('status moves', () => {
  it('lets staff move an order along the table, taking the open items with it', async () => {
    await login('user@example.com');
    const [order] = await place();
    await login('admin@example.com');
    const received = await move(`api/v1/orders/${order!.id}/status`, 'RECEIVED', 'On it');
    expect(received.status).toBe(200);
    const moved = (await body<{ data: Order }>(received)).data;
    expect([moved.status, moved.status_comment, moved.items?.map((i) => i.status)]).toEqual(['RECEIVED', 'On it', ['RECEIVED']]);
    const illegal = await move(`api/v1/orders/${order!.id}/status`, 'COMPLETED');
    expect(await errorsOf(illegal)).toEqual({ status: ['The status cannot change from RECEIVED to COMPLETED.'] });
    expect((await move(`api/v1/orders/${order!.id}/status`, 'CANCEL_REQUESTED')).status).toBe(403); // the customer's move
  });

  it('lets the customer cancel their own order but not move it on', async () => {
    await login('user@example.com');
    const [order] = await place();
    expect((await move(`api/v1/orders/${order!.id}/status`, 'RECEIVED')).status).toBe(403);
    const canceled = await move(`api/v1/orders/${order!.id}/status`, 'CANCELED');
    expect((await body<{ data: Order }>(canceled)).data).toMatchObject({ status: 'CANCELED', total: 0 });
    const again = await move(`api/v1/orders/${order!.id}/status`, 'PLACED');
    expect((await errorsOf(again)).status).toEqual(['The status cannot change from CANCELED to PLACED.']);
  });

  it('modifies and cancels items of one’s own order where the table allows, recomputing totals', async () => {
    await login('user@example.com');
    const [, order] = await place();
    const itemId = (await list<OrderItem>(`api/v1/order-items?order_id=${order!.id}`)).data[0]!.id;
    const missing = await call('PUT', `api/v1/order-items/${itemId}`, { body: { quantity: 1 } });
    expect((await errorsOf(missing)).payer).toEqual(['Please select quantity and who is responsible for paying for the item']);
    const before = await orderOf(order!.id);
    setMockNow(new Date(`${TODAY}T09:05:00Z`));
    const modified = await call('PUT', `api/v1/order-items/${itemId}`, { body: { quantity: 1, payer: 'USER' } });
    // A request only: what was ordered and the totals stay until staff take it; updated_at moves.
    expect((await body<{ data: OrderItem }>(modified)).data).toMatchObject({
      status: 'MODIFICATION_REQUESTED', quantity: 2, count: 2, payer: 'TENANT', total: 2200,
      requested_change: { quantity: 1, payer: 'USER' }, updated_at: '2026-03-10T09:05:00.000000Z',
    });
    const requestedOrder = await orderOf(order!.id);
    expect([requestedOrder.total_ordered, requestedOrder.total, requestedOrder.status]).toEqual([before.total_ordered, before.total, 'PLACED']);
    expect(requestedOrder.updated_at).toBe('2026-03-10T09:05:00.000000Z');
    const refused = await call('POST', `api/v1/order-items/${itemId}/cancel`, { body: {} });
    expect((await errorsOf(refused)).status).toEqual(['The status cannot change from MODIFICATION_REQUESTED to CANCEL_REQUESTED.']);

    await login('admin@example.com');
    const taken = await move(`api/v1/order-items/${itemId}/status`, 'RECEIVED');
    expect((await body<{ data: OrderItem }>(taken)).data).toMatchObject({ status: 'RECEIVED', quantity: 1, payer: 'USER', total: 1100, requested_change: null });
    const reloaded = await orderOf(order!.id);
    expect([reloaded.total_ordered, reloaded.discount, reloaded.total, reloaded.status]).toEqual([1100, 210, 890, 'PLACED']);
    expect((await call('PUT', `api/v1/order-items/${itemId}`, { body: { quantity: 2, payer: 'USER' } })).status).toBe(403);
    await login('user@example.com');
    const requested = await call('POST', `api/v1/order-items/${itemId}/cancel`, { body: { status_comment: 'Plans changed' } });
    expect((await body<{ data: OrderItem }>(requested)).data).toMatchObject({ status: 'CANCEL_REQUESTED', status_comment: 'Plans changed' });
    expect((await move(`api/v1/order-items/${itemId}/status`, 'CANCELED')).status).toBe(403); // needs order-items.update
  });

  it('cancels the order with its last item: nothing left to make, total 0, updated_at moved', async () => {
    await login('user@example.com');
    const orders = await place({ ...CHECKOUT, items: [CHECKOUT.items[0], { ...CHECKOUT.items[0], payer: 'TENANT' }] });
    expect(orders).toHaveLength(1);
    const items = (await list<OrderItem>(`api/v1/order-items?order_id=${orders[0]!.id}`)).data;
    expect(items).toHaveLength(2);
    setMockNow(new Date(`${TODAY}T09:10:00Z`));
    expect((await call('POST', `api/v1/order-items/${items[0]!.id}/cancel`, { body: {} })).status).toBe(200);
    expect(await orderOf(orders[0]!.id)).toMatchObject({ status: 'PLACED', updated_at: '2026-03-10T09:10:00.000000Z' });
    setMockNow(new Date(`${TODAY}T09:20:00Z`));
    expect((await call('POST', `api/v1/order-items/${items[1]!.id}/cancel`, { body: {} })).status).toBe(200);
    expect(await orderOf(orders[0]!.id)).toMatchObject({ status: 'CANCELED', total: 0, total_ordered: 0, updated_at: '2026-03-10T09:20:00.000000Z' });
  });

  it('cancels the order when staff grant the cancellation of its last item', async () => {
    await login('user@example.com');
    const [order] = await place({ ...CHECKOUT, items: [CHECKOUT.items[0]] });
    const [item] = (await list<OrderItem>(`api/v1/order-items?order_id=${order!.id}`)).data;
    await login('admin@example.com');
    await move(`api/v1/order-items/${item!.id}/status`, 'RECEIVED');
    await login('user@example.com');
    expect((await call('POST', `api/v1/order-items/${item!.id}/cancel`, { body: {} })).status).toBe(200);
    expect((await orderOf(order!.id)).status).toBe('PLACED'); // only asked for
    await login('admin@example.com');
    expect((await move(`api/v1/order-items/${item!.id}/status`, 'CANCELED')).status).toBe(200);
    expect(await orderOf(order!.id)).toMatchObject({ status: 'CANCELED', total: 0 });
  });

  it('drops a refused change: the item keeps what was ordered', async () => {
    await login('user@example.com');
    const [, order] = await place();
    const item = (await list<OrderItem>(`api/v1/order-items?order_id=${order!.id}`)).data[0]!;
    await call('PUT', `api/v1/order-items/${item.id}`, { body: { quantity: 5, payer: 'USER' } });
    await login('admin@example.com');
    setMockNow(new Date(`${TODAY}T09:30:00Z`));
    const denied = await move(`api/v1/order-items/${item.id}/status`, 'DENIED', 'Cannot change today.');
    expect((await body<{ data: OrderItem }>(denied)).data).toMatchObject({
      status: 'DENIED', quantity: item.quantity, payer: item.payer, total: item.total, requested_change: null,
      updated_at: '2026-03-10T09:30:00.000000Z',
    });
    expect((await orderOf(order!.id)).updated_at).toBe('2026-03-10T09:30:00.000000Z');
  });
});
