// Where the calendar's keys move the highlighted day, and the month the panel turns to for it.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { afterEach, describe, expect, it } from 'vitest';
import { movedCell, shownPageFor, type CalendarUnit } from './calendar-keys';

const day = (iso: string) => dayjs(iso);
const moved = (iso: string, key: string, shift = false, unit: CalendarUnit = 'day') => movedCell(day(iso), key, shift, unit)?.format('YYYY-MM-DD');

afterEach(() => void dayjs.locale('en'));

describe('the calendar keys', () => {
  it('move by a day, a week, a month and a year (Shift+Page)', () => {
    expect(moved('2026-01-31', 'ArrowRight')).toBe('2026-02-01');
    expect(moved('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(moved('2026-01-29', 'ArrowDown')).toBe('2026-02-05');
    expect(moved('2026-01-05', 'ArrowUp')).toBe('2025-12-29');
    expect(moved('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moved('2026-03-15', 'PageUp')).toBe('2026-02-15');
    expect(moved('2024-02-29', 'PageDown', true)).toBe('2025-02-28');
    expect(moved('2026-03-15', 'PageUp', true)).toBe('2025-03-15');
  });

  it("go to the ends of the locale's week with Home and End", () => {
    // Thursday 15 January 2026: Sunday to Saturday in English, Monday to Sunday in French.
    expect(moved('2026-01-15', 'Home')).toBe('2026-01-11');
    expect(moved('2026-01-15', 'End')).toBe('2026-01-17');
    dayjs.locale('fr');
    expect(moved('2026-01-15', 'Home')).toBe('2026-01-12');
    expect(moved('2026-01-15', 'End')).toBe('2026-01-18');
  });

  it('move a month picker by a month, a row of three, a year, ten years (Shift+Page), a quarter\'s ends', () => {
    expect(moved('2026-01-01', 'ArrowLeft', false, 'month')).toBe('2025-12-01');
    expect(moved('2026-11-01', 'ArrowDown', false, 'month')).toBe('2027-02-01');
    expect(moved('2026-05-01', 'PageUp', false, 'month')).toBe('2025-05-01');
    expect(moved('2026-05-01', 'PageDown', true, 'month')).toBe('2036-05-01');
    expect(moved('2026-05-01', 'Home', false, 'month')).toBe('2026-04-01');
    expect(moved('2026-05-01', 'End', false, 'month')).toBe('2026-06-01');
  });

  it('leave every other key to the field', () => {
    expect(moved('2026-01-15', 'a')).toBeUndefined();
    expect(moved('2026-01-15', 'Enter')).toBeUndefined();
  });
});

describe('the page the panel shows', () => {
  const month = (iso: string, shown: string, months: 1 | 2) => shownPageFor(day(iso), day(shown), months).format('YYYY-MM');

  it('stays while the day is in view', () => {
    expect(month('2026-01-31', '2026-01-10', 1)).toBe('2026-01');
    expect(month('2026-02-28', '2026-01-10', 2)).toBe('2026-01');
  });

  it('turns to the day, keeping it in the second of two panels after them', () => {
    expect(month('2026-02-01', '2026-01-10', 1)).toBe('2026-02');
    expect(month('2025-12-31', '2026-01-10', 2)).toBe('2025-12');
    expect(month('2026-03-01', '2026-01-10', 2)).toBe('2026-02');
  });

  it("turns a month picker's year", () => {
    expect(shownPageFor(day('2026-12-01'), day('2026-03-01'), 1, 'month').format('YYYY-MM')).toBe('2026-03');
    expect(shownPageFor(day('2027-01-01'), day('2026-03-01'), 1, 'month').format('YYYY')).toBe('2027');
  });
});
