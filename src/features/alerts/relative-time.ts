// "5 minutes ago", "yesterday", "il y a 2 heures": when a notification came, in the reader's
// language (react-intl's formatRelativeTime); a week and more, the date itself.
import type { IntlShape } from 'react-intl';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [['second', 60], ['minute', 60], ['hour', 24], ['day', 7]];

/** Milliseconds of a Laravel timestamp (trimmed to milliseconds: not every engine parses microseconds). */
export function timestampMs(value: string): number {
  return Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
}

export function relativeTime(intl: Pick<IntlShape, 'formatRelativeTime' | 'formatDate'>, stamp: string, now: number = Date.now()): string {
  const at = timestampMs(stamp);
  let value = Math.round((at - now) / 1000);
  // A few seconds either way (clocks differ): "now".
  if (Math.abs(value) < 45) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return intl.formatRelativeTime(value, unit, { numeric: 'auto' });
    value = Math.round(value / size);
  }
  return intl.formatDate(at, { dateStyle: 'medium' });
}

/** The full date and time, for the title of a relative time. */
export function fullTime(intl: Pick<IntlShape, 'formatDate'>, stamp: string): string {
  return intl.formatDate(timestampMs(stamp), { dateStyle: 'long', timeStyle: 'short' });
}
