// Calendar dates (YYYY-MM-DD) and times of day (HH:mm) in the application's timezone, which is UTC
// in the mock (contract: "Time"). Pure: callers pass "now" (mocks/clock.ts) in.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** The calendar date of an instant (UTC). */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value;
}

export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `till` (negative when till is earlier). */
export function daysBetween(from: string, till: string): number {
  return Math.round((Date.parse(`${till}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a date reaches a time of day. */
export function atTime(date: string, time: string): Date {
  return new Date(`${date}T${time}:00Z`);
}
