// Placing an order (contract: placeOrder): prices, discounts, one order per restaurant, 422 shapes,
// the card asked only when the person pays, card data dropped.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@/api/models';
import { setFeatureEnabled } from './control';
import { body, call, login } from './testing/backend-client';
import { pinClockAndReseed } from './testing/catalogue-helpers';
import { CHECKOUT, errorsOf, place, TODAY, TOMORROW } from './testing/order-helpers';

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

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
