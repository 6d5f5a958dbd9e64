import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-totals';

describe('billTotals', () => {
  it('sums each cost category apart, in the spec’s order, and the whole', () => {
    const totals = billTotals([
      { category: 'SALARY_DEDUCTION', amount: 1710 },
      { category: 'LUNCH', amount: 1100 },
      { category: 'SALARY_DEDUCTION', amount: 890 },
    ]);
    expect(totals.byCategory).toEqual([
      { category: 'LUNCH', amount: 1100, count: 1 },
      { category: 'COOKING', amount: 0, count: 0 },
      { category: 'SALARY_DEDUCTION', amount: 2600, count: 2 },
    ]);
    expect(totals.total).toBe(3700);
  });

  it('is all zeros for a bill without items', () => {
    expect(billTotals([]).total).toBe(0);
    expect(billTotals([]).byCategory.every((entry) => entry.amount === 0)).toBe(true);
  });
});
