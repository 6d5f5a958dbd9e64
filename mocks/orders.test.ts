// Orders and order items: tenant isolation, placing (prices, discounts, one order per restaurant,
// 422 shapes, card data dropped), the status table for staff and customers, totals after changes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@/api/models';
import { setMockNow } from './clock';
import { setFeatureEnabled } from './control';
import { body, call, login } from './testing/backend-client';
import { list, pinClockAndReseed } from './testing/catalogue-helpers';

const TODAY = '2026-03-10'; // a Tuesday
const TOMORROW = '2026-03-11';
const PAYMENT = { name_on_card: 'Uma User', expiration: '12/29', cvc: '123' };
const CHECKOUT = {
  requested_date: TOMORROW,
  items: [
    { restaurant_menu_id: 1, quantity: 1, payer: 'USER' },
    { restaurant_menu_id: 5, quantity: 2, payer: 'TENANT' },
  ],
  contact: { name: 'Uma User', phone: '+33 6 12 34 56 78', email: 'user@example.com' },
  delivery: { method: 'PICKUP', time: '12:15' },
  order_comment: 'No onions, please.',
  payment: PAYMENT,
};

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

const errorsOf = async (response: Response) => (await body<{ errors: Record<string, string[]> }>(response)).errors;

async function place(payload: unknown = CHECKOUT): Promise<Order[]> {
  const response = await call('POST', 'api/v1/orders', { body: payload });
  expect(response.status).toBe(201);
  return (await body<{ data: Order[] }>(response)).data;
}

async function orderOf(id: number): Promise<Order> {
  return (await body<{ data: Order }>(await call('GET', `api/v1/orders/${id}`))).data;
}

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

describe('placing an order', () => {
  it('creates one order per restaurant with prices, discounts and totals, and never echoes card data', async () => {
    await login('user@example.com');
    const response = await call('POST', 'api/v1/orders', { body: CHECKOUT });
    const text = await response.clone().text();
    expect(text).not.toContain('123');
    expect(text).not.toContain('12/29');
    const orders = await body<{ data: Order[] }>(response).then((b) => b.data);
    expect(orders.map((o) => [o.supplier.id, o.total_ordered, o.discount, o.total, o.status])).toEqual([
      [1, 1250, 175, 1075, 'PLACED'], // Acme 10 %, then the menu's 50
      [2, 2200, 320, 1880, 'PLACED'], // Acme 10 %, then the restaurant's 100
    ]);
    expect(orders[0]!.order_number).toMatch(/^A-2026-\d{6}$/);
    const detail = await body<{ data: Order }>(await call('GET', `api/v1/orders/${orders[1]!.id}?relationships=true`));
    expect(detail.data.items?.map((i) => [i.description, i.quantity, i.payer, i.price, i.total])).toEqual([['Buddha bowl', 2, 'TENANT', 1100, 2200]]);
  });

  it('answers 422 with dot-notation keys and the spec messages', async () => {
    await login('user@example.com');
    const response = await call('POST', 'api/v1/orders', {
      body: {
        ...CHECKOUT,
        requested_date: '2026-03-09',
        items: [{ restaurant_menu_id: 1 }, { restaurant_menu_id: 4, quantity: 30, payer: 'USER' }],
        payment: { name_on_card: 'Uma', expiration: '02/26', cvc: '12' },
      },
    });
    expect(response.status).toBe(422);
    const errors = await errorsOf(response);
    const pay = 'Please select quantity and who is responsible for paying for the item';
    expect(errors['items.0.quantity']).toEqual([pay]);
    expect(errors['items.0.payer']).toEqual([pay]);
    expect(errors['items.1.quantity']).toEqual(['The quantity field must be between 1 and 20.']);
    expect(errors['requested_date']).toEqual(['The requested date field must be a date after or equal to today.']);
    expect(errors['payment.expiration']).toEqual(['The card has expired.']);
    expect(errors['payment.cvc']).toEqual(['The cvc field format is invalid.']);
  });

  describe('card data: required only when the person pays some of the order themselves', () => {
    const { payment: _, ...withoutCard } = CHECKOUT;
    const companyPaid = CHECKOUT.items.map((item) => ({ ...item, payer: 'TENANT' }));
    const cardMissing = {
      'payment.name_on_card': ['The name on card field is required.'],
      'payment.expiration': ['The expiration field is required.'],
      'payment.cvc': ['The cvc field is required.'],
    };

    it('places an order the company pays without a card', async () => {
      await login('user@example.com');
      const orders = await place({ ...withoutCard, items: companyPaid });
      expect(orders).toHaveLength(2);
    });

    it('places an order deducted from salary without a card, and keeps it deducted', async () => {
      await login('user@example.com');
      const orders = await place({ ...withoutCard, deduct_from_salary: true });
      expect(orders.map((order) => order.deduct_from_salary)).toEqual([true, true]);
    });

    it('refuses an order the person pays without a card, on the card fields', async () => {
      await login('user@example.com');
      const response = await call('POST', 'api/v1/orders', { body: withoutCard });
      expect(response.status).toBe(422);
      expect(await errorsOf(response)).toEqual(cardMissing);
    });

    it('ignores card data sent when no card is needed (not checked, not echoed)', async () => {
      await login('user@example.com');
      const response = await call('POST', 'api/v1/orders', {
        body: { ...CHECKOUT, items: companyPaid, payment: { name_on_card: '', expiration: '02/26', cvc: '12' } },
      });
      expect(response.status).toBe(201);
      expect(await response.text()).not.toContain('02/26');
    });

    it('counts every line as the person’s when the payer feature is off, and asks for nothing when payment is off', async () => {
      await login('user@example.com');
      setFeatureEnabled('payer', false);
      const response = await call('POST', 'api/v1/orders', { body: { ...withoutCard, items: companyPaid } });
      expect(await errorsOf(response)).toEqual(cardMissing);
      setFeatureEnabled('payment', false);
      expect(await place({ ...withoutCard, items: CHECKOUT.items })).toHaveLength(2);
    });
  });

  it('refuses a menu that cannot be ordered for the date (window, time limit, other tenant)', async () => {
    await login('user@example.com');
    const refused = async (items: unknown[], date = TOMORROW) =>
      errorsOf(await call('POST', 'api/v1/orders', { body: { ...CHECKOUT, requested_date: date, items } }));
    // Quiche lorraine is offered from the day after tomorrow + 1; Ratatouille's 10:00 limit has not passed.
    expect((await refused([{ restaurant_menu_id: 4, quantity: 1, payer: 'USER' }]))['items.0.restaurant_menu_id']).toEqual([
      'The selected menu cannot be ordered for this date.',
    ]);
    pinClockAndReseed(`${TODAY}T10:45:00Z`);
    await login('user@example.com');
    const late = await refused([{ restaurant_menu_id: 1, quantity: 1, payer: 'USER' }], TODAY); // Chez Marcel closes at 10:30
    expect(late['items.0.restaurant_menu_id']).toEqual(['The selected menu cannot be ordered for this date.']);
    const globexOnly = await refused([{ restaurant_menu_id: 8, quantity: 1, payer: 'USER' }]); // Trattoria: Globex
    expect(globexOnly['items.0.restaurant_menu_id']).toEqual(['The selected restaurant menu id is invalid.']);
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
