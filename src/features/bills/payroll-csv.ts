// The payroll deductions file: one line per person (e-mail, name, the month as ISO dates, items,
// the salary deduction, the employer's share) and a total line. Amounts in the locale's decimal
// notation without grouping or currency, so spreadsheets read numbers; ";" between fields where
// the decimal separator is a comma.
import type { IntlShape } from 'react-intl';
import type { PayrollLine } from '@/api/models';
import { csvSeparator, toCsv } from '@/lib/csv';
import { minorDigits, toMajor } from '@/lib/money';
import { payrollMessages as m } from './payroll-messages';

export interface PayrollPeriod {
  from: string;
  till: string;
}

export interface PayrollTotals {
  items: number;
  deduction: number;
  employerShare: number;
}

export function payrollTotals(lines: PayrollLine[]): PayrollTotals {
  return lines.reduce(
    (total, line) => ({
      items: total.items + line.items_count,
      deduction: total.deduction + line.salary_deduction,
      employerShare: total.employerShare + line.employer_share,
    }),
    { items: 0, deduction: 0, employerShare: 0 },
  );
}

/** 123456 → "1234.56" (en) / "1234,56" (fr), with the currency's own minor units. */
export function csvAmount(intl: Pick<IntlShape, 'formatNumber'>, cents: number): string {
  const digits = minorDigits();
  return intl.formatNumber(toMajor(cents), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

export function payrollCsv(intl: IntlShape, lines: PayrollLine[], { from, till }: PayrollPeriod): string {
  const money = (cents: number) => csvAmount(intl, cents);
  const header = [m.email, m.name, m.from, m.till, m.items, m.deduction, m.employerShare];
  const rows = lines.map((line) => [
    line.email, line.name, from, till, String(line.items_count), money(line.salary_deduction), money(line.employer_share),
  ]);
  const total = payrollTotals(lines);
  rows.push([intl.formatMessage(m.total), '', from, till, String(total.items), money(total.deduction), money(total.employerShare)]);
  return toCsv(header.map((label) => intl.formatMessage(label)), rows, csvSeparator(intl));
}
