// The month My month shows (its `month` address parameter, YYYY-MM): read, defaulted to the
// current month, stepped one month back or on, and turned into the from/till days the lists filter on.
import { addDays, localIsoDate } from '@/lib/dates';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const MY_MONTH_PAGE = '/admin/my-month';

/** The visitor's current month, YYYY-MM. */
export const currentMonth = (today: Date = new Date()) => localIsoDate(today).slice(0, 7);

/** The `month` parameter when it names a month, else the current one. */
export function monthOf(search: Record<string, unknown>, today?: Date): string {
  const month = search.month;
  return typeof month === 'string' && MONTH.test(month) ? month : currentMonth(today);
}

/** 2026-11 + 1 → 2026-12; 2026-01 − 1 → 2025-12. */
export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(year, index - 1 + months, 1);
  return localIsoDate(shifted).slice(0, 7);
}

/** The first and last days of the month, as the lists' from/till filters take them. */
export function monthRange(month: string): { from: string; till: string } {
  return { from: `${month}-01`, till: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}
