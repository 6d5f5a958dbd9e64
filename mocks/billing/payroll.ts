// GET api/v1/bills/payroll (contract: getPayrollDeductions): a month's lines per person, read from
// the USER bills (items, billed, SALARY_DEDUCTION items) and the TENANT bills (the items of the
// person's orders: the employer's share) whose period lies within the month.
import type { HttpHandler } from 'msw';
import type { Id, PayrollLine } from '@/api/models';
import { tenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import type { DbData } from '../db/records';
import { userCan } from '../db/users';
import { addDays } from '../domain/dates';
import { forbidden, json } from '../responses';
import { route } from '../route';
import { collectErrors, required, throwIfInvalid, type Rule } from '../validation';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month: Rule = { check: (v) => (MONTH.test(String(v)) ? undefined : { key: 'dateFormat', params: { format: 'Y-m' } }) };

/** The first and last day of "YYYY-MM". */
export function monthRange(value: string): { from: string; till: string } {
  const [year, monthNumber] = value.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from: `${value}-01`, till: addDays(next, -1) };
}

export function payrollLines(data: DbData, tenantId: Id, from: string, till: string): PayrollLine[] {
  const bills = data.bills.filter((b) => b.tenant_id === tenantId && b.from_date >= from && b.till_date <= till);
  const billsById = new Map(bills.map((b) => [b.id, b]));
  const orderOwner = new Map(data.orders.map((o) => [o.order_number, o.user_id]));
  const lines = new Map<Id, PayrollLine>();
  const line = (userId: Id): PayrollLine => {
    const existing = lines.get(userId);
    if (existing) return existing;
    const user = data.users.find((u) => u.id === userId);
    const created: PayrollLine = {
      user_id: userId, email: user?.email ?? '', name: user ? `${user.first_name} ${user.last_name}` : '',
      items_count: 0, billed_amount: 0, salary_deduction: 0, employer_share: 0,
    };
    lines.set(userId, created);
    return created;
  };
  for (const item of data.bill_items) {
    const bill = billsById.get(item.bill_id);
    if (bill?.type === 'USER') {
      const entry = line(bill.billable_id);
      entry.items_count += 1;
      entry.billed_amount += item.amount;
      if (item.category === 'SALARY_DEDUCTION') entry.salary_deduction += item.amount;
    } else if (bill?.type === 'TENANT') {
      const owner = orderOwner.get(item.order_number);
      if (owner !== undefined) line(owner).employer_share += item.amount;
    }
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}

export function payrollHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/bills/payroll', 'verified', ({ user, url, locale }) => {
      if (!userCan(user, 'bills.view')) throw forbidden();
      const tenantId = tenantScope(user, url, true).tenantId;
      if (tenantId === undefined) throw forbidden();
      const input = { month: url.searchParams.get('month') ?? '' };
      throwIfInvalid(collectErrors(input, { month: [required, month] }, locale), locale);
      const { from, till } = monthRange(input.month);
      return json({ data: payrollLines(db(), tenantId, from, till), meta: { tenant_id: tenantId, month: input.month, from, till } });
    }),
  ];
}
