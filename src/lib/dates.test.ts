import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { addDays, dateOf, formatCalendarDate, isIsoDate, localIsoDate } from './dates';

describe('calendar dates', () => {
  it('are written YYYY-MM-DD in the local calendar and move by whole days across months and years', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(dateOf('2026-02-28'))).toBe('2026-02-28');
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

  it("are shown in the user's language, on their own day whatever the time zone", () => {
    expect(formatCalendarDate(createIntl({ locale: 'en' }), '2026-11-26')).toBe('Nov 26, 2026');
    expect(formatCalendarDate(createIntl({ locale: 'fr' }), '2026-01-01')).toBe('1 janv. 2026');
  });
});
