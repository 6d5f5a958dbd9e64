import { describe, expect, it } from 'vitest';
import { currentMonth, monthOf, monthRange, shiftMonth } from './month';

describe('the month of My month', () => {
  const today = new Date(2026, 10, 28);

  it('reads YYYY-MM from the address, else the current month', () => {
    expect(monthOf({ month: '2025-02' }, today)).toBe('2025-02');
    for (const month of [undefined, '', '2025-13', '2025-2', '2025-02-01', 202502]) expect(monthOf({ month }, today)).toBe('2026-11');
    expect(currentMonth(today)).toBe('2026-11');
  });

  it('steps across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('spans the month’s first to last day, February of a leap year too', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', till: '2024-02-29' });
    expect(monthRange('2025-02')).toEqual({ from: '2025-02-01', till: '2025-02-28' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', till: '2026-12-31' });
  });
});
