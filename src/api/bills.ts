// Bills: generation for a type and period, items, paid, notify.
import { apiCall, type SearchParams } from './http';
import type { BodyOf, QueryOf, ResultOf } from './operation-types';

export const listBills = (params?: QueryOf<'listBills'>, signal?: AbortSignal) =>
  apiCall<ResultOf<'listBills'>>('GET', 'bills', { searchParams: params as SearchParams | undefined, signal });

export const getBill = async (id: number, signal?: AbortSignal) => (await apiCall<ResultOf<'getBill'>>('GET', `bills/${id}`, { signal })).data;

export const listBillItems = (id: number, params?: QueryOf<'listBillItems'>, signal?: AbortSignal) =>
  apiCall<ResultOf<'listBillItems'>>('GET', `bills/${id}/items`, { searchParams: params as SearchParams | undefined, signal });

/** 409 here means 'Bill(s) exist for this period', not an unverified e-mail: no /verify-email redirect. */
export const generateBills = async (body: BodyOf<'generateBills'>) =>
  (await apiCall<ResultOf<'generateBills'>>('POST', 'bills/generate', { body, skipVerifyRedirect: true })).data;

export const updateBillPaid = async (id: number, paid: boolean) =>
  (await apiCall<ResultOf<'updateBillPaid'>>('PUT', `bills/${id}/paid`, { body: { paid } })).data;

export const notifyBill = async (id: number) => (await apiCall<ResultOf<'notifyBill'>>('POST', `bills/${id}/notify`)).data;

export const deleteBill = (id: number) => apiCall<void>('DELETE', `bills/${id}`);

/** One month's payroll lines of a tenant (the chosen one, else the current one). */
export const getPayrollDeductions = (month: string, tenantId?: number, signal?: AbortSignal) =>
  apiCall<ResultOf<'getPayrollDeductions'>>('GET', 'bills/payroll', { searchParams: { month }, tenantId, signal });
