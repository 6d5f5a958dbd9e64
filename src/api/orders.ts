// Orders and order items (non-CRUD: placing from a cart, status moves, modify and cancel).
import { call, type BodyFor, type QueryFor } from './client';

export const listOrders = (query?: QueryFor<'/api/v1/orders'>, signal?: AbortSignal) => call('GET', '/api/v1/orders', { query, signal });

export const getOrder = async (id: number, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/orders/{id}', { path: { id }, query: { relationships: 'true' }, signal })).data;

/** One order per restaurant of the cart. */
export const placeOrder = async (body: BodyFor<'/api/v1/orders', 'POST'>) => (await call('POST', '/api/v1/orders', { body })).data;

export const updateOrderStatus = async (id: number, body: BodyFor<'/api/v1/orders/{id}/status', 'PUT'>) =>
  (await call('PUT', '/api/v1/orders/{id}/status', { path: { id }, body })).data;

export const listOrderItems = (query?: QueryFor<'/api/v1/order-items'>, signal?: AbortSignal) =>
  call('GET', '/api/v1/order-items', { query, signal });

export const getOrderItem = async (id: number, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/order-items/{id}', { path: { id }, signal })).data;

export const modifyOrderItem = async (id: number, body: BodyFor<'/api/v1/order-items/{id}', 'PUT'>) =>
  (await call('PUT', '/api/v1/order-items/{id}', { path: { id }, body })).data;

export const cancelOrderItem = async (id: number, body: BodyFor<'/api/v1/order-items/{id}/cancel', 'POST'> = {}) =>
  (await call('POST', '/api/v1/order-items/{id}/cancel', { path: { id }, body })).data;

export const updateOrderItemStatus = async (id: number, body: BodyFor<'/api/v1/order-items/{id}/status', 'PUT'>) =>
  (await call('PUT', '/api/v1/order-items/{id}/status', { path: { id }, body })).data;

/** The caller's salary deductions of a month (YYYY-MM) against the monthly limit. */
export const getSalaryDeduction = async (month: string, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/orders/salary-deduction', { query: { month }, signal })).data;
