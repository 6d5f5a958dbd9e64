// The dashboard's summary numbers.
import { apiCall } from './http';
import type { ResultOf } from './operation-types';

export const getDashboardSummary = async (signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getDashboardSummary'>>('GET', 'dashboard/summary', { signal })).data;

/** Orders and spend per day over the last `days` days (orders.view). */
export const getDashboardDaily = async (days: number, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getDashboardDaily'>>('GET', 'dashboard/daily', { searchParams: { days }, signal })).data;
