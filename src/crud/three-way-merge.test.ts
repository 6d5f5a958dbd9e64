import { describe, expect, it } from 'vitest';
import { mergedSide, mergeOutcome, sameValue, threeWayMerge } from './three-way-merge';

describe('three-way merge of a field (base, theirs, yours)', () => {
  it('unchanged: nobody changed it, yours (= base) stays', () => {
    expect(mergeOutcome('8 Garden Row', '8 Garden Row', '8 Garden Row')).toBe('unchanged');
    expect(mergedSide('unchanged')).toBe('yours');
  });

  it('only theirs changed: their value is taken', () => {
    expect(mergeOutcome(1100, 1500, 1100)).toBe('theirs');
    expect(mergedSide('theirs')).toBe('theirs');
    expect(mergedSide('theirs', 'yours')).toBe('theirs'); // no choice to make
  });

  it('only yours changed: yours is kept', () => {
    expect(mergeOutcome(1100, 1100, 1200)).toBe('yours');
    expect(mergedSide('yours', 'theirs')).toBe('yours');
  });

  it('both made the same change: no conflict', () => {
    expect(mergeOutcome('Green Bowl', 'Green Bowls', 'Green Bowls')).toBe('same');
    expect(mergedSide('same')).toBe('yours');
  });

  it('both changed it differently: a conflict, mine unless theirs is chosen', () => {
    expect(mergeOutcome(1100, 1500, 1200)).toBe('conflict');
    expect(mergedSide('conflict')).toBe('yours');
    expect(mergedSide('conflict', 'theirs')).toBe('theirs');
    expect(mergedSide('conflict', 'yours')).toBe('yours');
  });

  it('clearing a value is a change; no value and null are the same', () => {
    expect(mergeOutcome('10:30', null, '10:30')).toBe('theirs');
    expect(mergeOutcome('10:30', '10:30', null)).toBe('yours');
    expect(mergeOutcome(null, undefined, null)).toBe('unchanged');
    expect(mergeOutcome(false, true, false)).toBe('theirs');
    expect(mergeOutcome(0, 0, null)).toBe('yours'); // 0 is a value
  });

  it('compares lists of ids as sets and objects deeply', () => {
    expect(sameValue([3, 1], [1, 3])).toBe(true);
    expect(mergeOutcome([1], [1, 3], [3, 1])).toBe('same');
    expect(mergeOutcome([1], [1, 2], [1, 3])).toBe('conflict');
    expect(sameValue({ price: 1, type: 'VEGAN' }, { type: 'VEGAN', price: 1 })).toBe(true);
    expect(sameValue({ price: 1 }, { price: 2 })).toBe(false);
  });

  it('merges a record: non-overlapping changes of both sides are all kept', () => {
    const base = { name: 'Green Bowl', address: '8 Garden Row', price: 1100, is_open: true };
    const theirs = { ...base, price: 1500, is_open: false };
    const yours = { ...base, address: '9 Garden Row', is_open: false };
    expect(threeWayMerge(['name', 'address', 'price', 'is_open'], base, theirs, yours)).toEqual({
      name: 'unchanged', address: 'yours', price: 'theirs', is_open: 'same',
    });
  });
});
