// The dashboard's summary numbers.
import { call } from './client';

export const getDashboardSummary = async (signal?: AbortSignal) => (await call('GET', '/api/v1/dashboard/summary', { signal })).data;

/** Orders and spend per day over the last `days` days (orders.view). */
export const getDashboardDaily = async (days: number, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/dashboard/daily', { query: { days }, signal })).data;
