// Calendar dates as the API writes them (YYYY-MM-DD), in the visitor's own calendar.
import type { IntlShape } from 'react-intl';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of an instant. */
export function localIsoDate(instant: Date = new Date()): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** `days` calendar days after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return localIsoDate(new Date(year, month - 1, day + days));
}

/** A YYYY-MM-DD date as a local Date at midnight (for formatting). */
export function dateOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A calendar date (YYYY-MM-DD) as tables show it, in the user's language: "Nov 26, 2026", "26 nov. 2026". */
export function formatCalendarDate(intl: Pick<IntlShape, 'formatDate'>, date: string): string {
  return intl.formatDate(dateOf(date), { dateStyle: 'medium' });
}

/** A YYYY-MM-DD string naming a real calendar date (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return localIsoDate(dateOf(value)) === value;
}
