// The monthly salary deduction limit at checkout (the salary_deduction_monthly_limit variable): once
// "deduct from salary" is ticked, what is left of the limit for the month of the requested date
// (GET orders/salary-deduction), and a refusal on the box when this order's own part would pass it.
// Without a limit, or with the variables feature off, nothing is asked or shown (as before); the
// server checks again when the order is placed (422 on deduct_from_salary).
import { useEffect, useState } from 'react';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import { getSalaryDeduction } from '@/api/orders';
import type { SalaryDeduction } from '@/api/models';
import { cartTotals, type PricedLine } from '@/lib/cart-totals';
import { dateOf } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useVariable } from '@/stores/variables';

const leftMessage = defineMessage<{ left: string; limit: string; month: string }>({
  id: 'checkout.salary.left',
  defaultMessage: '{left} of your {limit} salary deduction limit for {month} is left.',
});

const overMessage = defineMessage<{ amount: string; left: string; limit: string; month: string }>({
  id: 'checkout.salary.over',
  defaultMessage:
    'This order would deduct {amount} from your salary, but only {left} of your {limit} limit for {month} is left. Untick this box to pay another way, or remove items.',
});

/** The month's figures while the box is ticked and a limit applies; undefined otherwise (or until they are in). */
export function useSalaryLimit(ticked: boolean, month: string): SalaryDeduction | undefined {
  const limit = useVariable('salary_deduction_monthly_limit');
  const wanted = ticked && limit !== undefined;
  const [known, setKnown] = useState<SalaryDeduction>();
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    // Asked again each time the box is ticked: the month may have filled up meanwhile. A failure
    // leaves the check to the server.
    getSalaryDeduction(month, controller.signal).then(setKnown, () => undefined);
    return () => controller.abort();
  }, [wanted, month, limit]);
  return wanted && known?.month === month && known.limit !== null ? known : undefined;
}

const monthName = (intl: IntlShape, month: string) => intl.formatDate(dateOf(`${month}-01`), { month: 'long', year: 'numeric' });

/** "€107.50 of your €150.00 salary deduction limit for March 2026 is left." */
export function salaryLeftText(intl: IntlShape, figures: SalaryDeduction): string {
  return intl.formatMessage(leftMessage, {
    left: formatMoney(intl, figures.left ?? 0), limit: formatMoney(intl, figures.limit ?? 0), month: monthName(intl, figures.month),
  });
}

/** Why this order's deduction (`amount`, cents) is refused, or undefined when it fits. */
export function salaryOverText(intl: IntlShape, figures: SalaryDeduction | undefined, amount: number): string | undefined {
  if (!figures || figures.left === null || amount <= figures.left) return undefined;
  return intl.formatMessage(overMessage, {
    amount: formatMoney(intl, amount), left: formatMoney(intl, figures.left), limit: formatMoney(intl, figures.limit ?? 0),
    month: monthName(intl, figures.month),
  });
}

/**
 * The limit for a checkout of several days: the person's own part of the days of each month
 * against what is left of that month. `dates`: the first and last days ordered (five ordering days
 * span two months at most); each line's `date` is the day it is ordered for.
 */
export function useMonthsSalaryLimit(ticked: boolean, lines: readonly (PricedLine & { date: string })[], [first, last]: [string, string]) {
  const intl = useIntl();
  const firstMonth = first.slice(0, 7);
  const lastMonth = last.slice(0, 7);
  const salary = useSalaryLimit(ticked, firstMonth);
  const lastSalary = useSalaryLimit(ticked && lastMonth !== firstMonth, lastMonth);
  const ownPartIn = (month: string) => cartTotals(lines.filter((line) => line.date.startsWith(month))).byPayer.USER.total;
  const salaryOver = ticked
    ? (salaryOverText(intl, salary, ownPartIn(firstMonth)) ?? (lastMonth !== firstMonth ? salaryOverText(intl, lastSalary, ownPartIn(lastMonth)) : undefined))
    : undefined;
  return { salary, lastSalary, salaryOver };
}
