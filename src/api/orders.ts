// Orders and order items (non-CRUD: placing from a cart, status moves, modify and cancel).
import { apiCall, type SearchParams } from './http';
import type { BodyOf, QueryOf, ResultOf } from './operation-types';

const query = (params: object | undefined) => params as SearchParams | undefined;

export const listOrders = (params?: QueryOf<'listOrders'>, signal?: AbortSignal) =>
  apiCall<ResultOf<'listOrders'>>('GET', 'orders', { searchParams: query(params), signal });

export const getOrder = async (id: number, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getOrder'>>('GET', `orders/${id}`, { searchParams: { relationships: 'true' }, signal })).data;

/** One order per restaurant of the cart. */
export const placeOrder = async (body: BodyOf<'placeOrder'>) => (await apiCall<ResultOf<'placeOrder'>>('POST', 'orders', { body })).data;

export const updateOrderStatus = async (id: number, body: BodyOf<'updateOrderStatus'>) =>
  (await apiCall<ResultOf<'updateOrderStatus'>>('PUT', `orders/${id}/status`, { body })).data;

export const listOrderItems = (params?: QueryOf<'listOrderItems'>, signal?: AbortSignal) =>
  apiCall<ResultOf<'listOrderItems'>>('GET', 'order-items', { searchParams: query(params), signal });

export const getOrderItem = async (id: number, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getOrderItem'>>('GET', `order-items/${id}`, { signal })).data;

export const modifyOrderItem = async (id: number, body: BodyOf<'modifyOrderItem'>) =>
  (await apiCall<ResultOf<'modifyOrderItem'>>('PUT', `order-items/${id}`, { body })).data;

export const cancelOrderItem = async (id: number, body: BodyOf<'cancelOrderItem'> = {}) =>
  (await apiCall<ResultOf<'cancelOrderItem'>>('POST', `order-items/${id}/cancel`, { body })).data;

export const updateOrderItemStatus = async (id: number, body: BodyOf<'updateOrderItemStatus'>) =>
  (await apiCall<ResultOf<'updateOrderItemStatus'>>('PUT', `order-items/${id}/status`, { body })).data;

/** The caller's salary deductions of a month (YYYY-MM) against the monthly limit. */
export const getSalaryDeduction = async (month: string, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getSalaryDeduction'>>('GET', 'orders/salary-deduction', { searchParams: { month }, signal })).data;
