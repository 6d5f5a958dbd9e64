import { describe, expect, it } from 'vitest';
import { dateOfDay, menuTypesOf, validateLandingSearch } from './landing-search';

describe('the landing page filters', () => {
  it('read the URL, dropping unknown values', () => {
    expect(validateLandingSearch({ day: 'tomorrow', diet: 'vegan', closed: 'true', q: ' soup ' })).toEqual({
      day: 'tomorrow', diet: 'vegan', closed: true, q: ' soup ',
    });
    expect(validateLandingSearch({ day: 'yesterday', diet: 'meat', closed: 'no', q: '   ' })).toEqual({
      day: undefined, diet: undefined, closed: undefined, q: undefined,
    });
  });

  it('turn a day into a date and a diet into menu types (vegetarian includes vegan)', () => {
    expect(dateOfDay('after-tomorrow', '2026-02-27')).toBe('2026-03-01');
    expect(dateOfDay(undefined, '2026-02-27')).toBe('2026-02-27');
    expect(menuTypesOf('vegetarian')).toEqual(['VEGETARIAN', 'VEGAN']);
    expect(menuTypesOf('all')).toBeUndefined();
  });
});
