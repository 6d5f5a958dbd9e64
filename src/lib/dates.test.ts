import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, localIsoDate } from './dates';

describe('calendar dates', () => {
  it('are written YYYY-MM-DD in the local calendar and move by whole days across months and years', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate(20260228)).toBe(false);
  });
});
