// The dashboard's summary numbers.
import { apiCall } from './http';
import type { ResultOf } from './operation-types';

export const getDashboardSummary = async (signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getDashboardSummary'>>('GET', 'dashboard/summary', { signal })).data;
