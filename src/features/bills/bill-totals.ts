// A bill's totals per cost category (spec §3: lunch, cooking, salary deductions), in cents, from
// its items: what payroll deducts is told apart from what is paid otherwise.
import type { BillItem, CostCategory } from '@/api/models';

export const COST_CATEGORIES: readonly CostCategory[] = ['LUNCH', 'COOKING', 'SALARY_DEDUCTION'];

export interface BillTotals {
  /** Every category, in the spec's order, with 0 where the bill has no item of it. */
  byCategory: { category: CostCategory; amount: number; count: number }[];
  total: number;
}

export function billTotals(items: readonly Pick<BillItem, 'category' | 'amount'>[]): BillTotals {
  const sums = new Map(COST_CATEGORIES.map((category) => [category, { amount: 0, count: 0 }]));
  for (const item of items) {
    const sum = sums.get(item.category);
    if (!sum) continue;
    sum.amount += item.amount;
    sum.count += 1;
  }
  const byCategory = COST_CATEGORIES.map((category) => ({ category, ...sums.get(category)! }));
  return { byCategory, total: byCategory.reduce((total, entry) => total + entry.amount, 0) };
}
