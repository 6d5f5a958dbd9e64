// Orders for the mock's tests: the pinned day, a checkout of two restaurants' menus, and placing it.
import { expect } from 'vitest';
import type { Order } from '@/api/models';
import { body, call } from './backend-client';

export const TODAY = '2026-03-10'; // a Tuesday
export const TOMORROW = '2026-03-11';
export const PAYMENT = { name_on_card: 'Uma User', expiration: '12/29', cvc: '123' };
export const CHECKOUT = {
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

export const errorsOf = async (response: Response) => (await body<{ errors: Record<string, string[]> }>(response)).errors;

export async function place(payload: unknown = CHECKOUT): Promise<Order[]> {
  const response = await call('POST', 'api/v1/orders', { body: payload });
  expect(response.status).toBe(201);
  return (await body<{ data: Order[] }>(response)).data;
}

export async function orderOf(id: number): Promise<Order> {
  return (await body<{ data: Order }>(await call('GET', `api/v1/orders/${id}`))).data;
}
