// The one clock of the mock: timestamps, throttle windows and link expiry all read it, so tests
// can pin "now" and get deterministic answers. Unpinned, it is real time.

let pinned: Date | undefined;
const listeners = new Set<(pinned: Date | undefined) => void>();

export function now(): Date {
  return pinned ? new Date(pinned.getTime()) : new Date();
}

/** Pin the clock to `date` (it stays there until changed); undefined returns to real time. */
export function setMockNow(date: Date | undefined): void {
  pinned = date ? new Date(date.getTime()) : undefined;
  for (const listener of listeners) listener(getMockNow());
}

export function getMockNow(): Date | undefined {
  return pinned ? new Date(pinned.getTime()) : undefined;
}

/** Lets the browser host persist a pinned clock across reloads. */
export function onClockChange(listener: (pinned: Date | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Laravel's JSON date format: ISO 8601 in UTC with microseconds ("2025-01-01T08:00:00.000000Z"). */
export function timestamp(date: Date = now()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** Milliseconds of a Laravel timestamp (trimmed to milliseconds: not every engine parses more). */
export function parseTimestamp(value: string): number {
  return Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
}

/**
 * The `updated_at` of a record changed now, whose stamp was `previous`: now, or 1 ms after
 * `previous` when the clock has not passed it (two saves within a millisecond, or a pinned clock).
 * Every change gives a new stamp, so a save that sends the stamp it loaded (`_updated_at`, the
 * no-lost-update precondition) is refused whenever anything changed since.
 */
export function nextStamp(previous?: string): string {
  const current = now().getTime();
  const last = previous === undefined ? Number.NaN : parseTimestamp(previous);
  return timestamp(new Date(Number.isNaN(last) || current > last ? current : last + 1));
}
