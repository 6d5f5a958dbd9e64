// Bills: generation for a type and period, items, paid, notify.
import { call, type BodyFor, type QueryFor } from './client';

export const listBills = (query?: QueryFor<'/api/v1/bills'>, signal?: AbortSignal) => call('GET', '/api/v1/bills', { query, signal });

export const getBill = async (id: number, signal?: AbortSignal) => (await call('GET', '/api/v1/bills/{id}', { path: { id }, signal })).data;

export const listBillItems = (id: number, query?: QueryFor<'/api/v1/bills/{id}/items'>, signal?: AbortSignal) =>
  call('GET', '/api/v1/bills/{id}/items', { path: { id }, query, signal });

/** 409 here means 'Bill(s) exist for this period', not an unverified e-mail: no /verify-email redirect. */
export const generateBills = async (body: BodyFor<'/api/v1/bills/generate', 'POST'>) =>
  (await call('POST', '/api/v1/bills/generate', { body, skipVerifyRedirect: true })).data;

export const updateBillPaid = async (id: number, paid: boolean) =>
  (await call('PUT', '/api/v1/bills/{id}/paid', { path: { id }, body: { paid } })).data;

export const notifyBill = async (id: number) => (await call('POST', '/api/v1/bills/{id}/notify', { path: { id } })).data;

export const deleteBill = (id: number) => call('DELETE', '/api/v1/bills/{id}', { path: { id } });

/** One month's payroll lines of a tenant (the chosen one, else the current one). */
export const getPayrollDeductions = (month: string, tenantId?: number, signal?: AbortSignal) =>
  call('GET', '/api/v1/bills/payroll', { query: { month }, tenantId, signal });
