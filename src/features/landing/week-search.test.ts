import { describe, expect, it } from 'vitest';
import { nextOrderingDays, validateWeekSearch } from './week-search';

describe('the week planner’s days', () => {
  it('takes the next five weekdays from today, today included when it is one', () => {
    expect(nextOrderingDays('2026-11-25')).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']); // a Wednesday
    expect(nextOrderingDays('2026-11-28')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']); // a Saturday
    expect(nextOrderingDays('2026-11-29', 2)).toEqual(['2026-11-30', '2026-12-01']); // a Sunday
  });

  it('keeps the landing’s filters and a day that is a calendar date', () => {
    const [, second] = nextOrderingDays();
    expect(validateWeekSearch({ diet: 'vegan', closed: 'true', q: 'soupe', day: second })).toEqual({ diet: 'vegan', closed: true, q: 'soupe', day: second });
    expect(validateWeekSearch({ diet: 'meat', day: '2020-02-30' })).toEqual({ diet: undefined, closed: undefined, q: undefined, day: undefined });
    expect(validateWeekSearch({ day: 'tomorrow' }).day).toBeUndefined();
  });
});
