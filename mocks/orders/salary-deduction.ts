// A person's salary deductions in a month against the tenant's `salary_deduction_monthly_limit`
// variable (contract: getSalaryDeduction): what is used — their own (payer USER) items, net of
// their discounts, of their orders in the tenant with deduct_from_salary, requested in the month,
// not DENIED, CANCELED or FAILED — and what is left. Placing an order checks the same sum (the
// 422 on deduct_from_salary of checkout-rules.ts).
import type { HttpHandler } from 'msw';
import type { Id, SalaryDeduction } from '@/api/models';
import { applicableDiscounts, applyDiscounts } from '@/lib/discounts';
import { now } from '../clock';
import { tenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import { isoDate } from '../domain/dates';
import { effectivePrice } from '../domain/prices';
import { forbidden, json } from '../responses';
import { route } from '../route';
import { effectiveVariable } from '../settings/variables';
import { collectErrors, throwIfInvalid, valueAt, type Input, type Rule } from '../validation';
import { toBoolean } from '../validation-rules';
import { itemsOf } from './order-index';
import { isCounted, netAmount } from './order-math';
import { menuChoice } from './menu-choice';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the person already has deducted from their salary in the month (cents). */
export function deductedInMonth(userId: Id, tenantId: Id, month: string): number {
  let used = 0;
  for (const order of db().orders) {
    if (order.user_id !== userId || order.tenant_id !== tenantId || !order.deduct_from_salary || !order.requested_date.startsWith(month)) continue;
    for (const item of itemsOf(order.id)) {
      if (item.payer === 'USER' && isCounted(item.status)) used += netAmount(item);
    }
  }
  return used;
}

export function salaryDeduction(userId: Id, tenantId: Id, month: string): SalaryDeduction {
  const limit = effectiveVariable('salary_deduction_monthly_limit', tenantId) ?? null;
  const used = deductedInMonth(userId, tenantId, month);
  return { month, limit, used, left: limit === null ? null : Math.max(0, limit - used) };
}

/** The order's own USER items, net of the discounts they would get now (cents); unknown menus count 0. */
function orderDeduction(input: Input, tenantId: Id): number {
  const items = Array.isArray(input.items) ? (input.items as Input[]) : [];
  return items.reduce((sum, item) => {
    const choice = item && typeof item === 'object' ? menuChoice(item.restaurant_menu_id, tenantId) : undefined;
    const quantity = Number(item?.quantity);
    if (!choice || item.payer !== 'USER' || !Number.isInteger(quantity) || quantity < 1) return sum;
    const amount = (effectivePrice(choice.menu, choice.restaurant) ?? 0) * quantity;
    const owners = { tenantId, restaurantId: choice.restaurant.id, menuId: choice.menu.id };
    return sum + applyDiscounts(amount, applicableDiscounts(db().discounts, owners)).total;
  }, 0);
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** deduct_from_salary: the order may not take the month's deductions past the limit. */
export function withinSalaryLimit(userId: Id, tenantId: Id): Rule {
  return {
    check: (value, _field, input) => {
      const day = valueAt(input, 'requested_date');
      if (!toBoolean(value) || typeof day !== 'string') return undefined;
      const month = day.slice(0, 7);
      const { limit, used, left } = salaryDeduction(userId, tenantId, month);
      if (limit === null || left === null || used + orderDeduction(input, tenantId) <= limit) return undefined;
      return { key: 'salaryLimit', params: { month, limit: amount(limit), left: amount(left) } };
    },
  };
}

export function salaryDeductionHandler(): HttpHandler {
  return route('get', '/api/v1/orders/salary-deduction', 'verified', ({ user, url, locale }) => {
    const tenantId = tenantScope(user, url, true).tenantId;
    if (tenantId === undefined) throw forbidden();
    const month = url.searchParams.get('month')?.trim() || isoDate(now()).slice(0, 7);
    const monthRule: Rule = { check: (v) => (typeof v === 'string' && MONTH.test(v) ? undefined : { key: 'dateFormat', params: { format: 'Y-m' } }) };
    throwIfInvalid(collectErrors({ month }, { month: [monthRule] }, locale), locale);
    return json({ data: salaryDeduction(user.id, tenantId, month) });
  });
}
