// The validation of a checkout (contract: placeOrder). Feature flags decide which parts are
// required; every line's menu must be orderable on the requested date in the caller's tenant. Card
// data is required only when the order needs a card (cardPaymentNeeded, the frontend's own rule);
// sent when not needed, it is ignored. Same-day limits fall back on the tenant's default order
// deadline, and salary deductions stay within its monthly limit (settings/variables.ts).
import type { Id, Payer } from '@/api/models';
import { cardPaymentNeeded } from '@/lib/card-payment';
import { FEATURES, isFeatureEnabled, type FeatureName } from '@/lib/feature-tree';
import { now } from '../clock';
import { isoDate } from '../domain/dates';
import { orderability } from '../domain/ordering';
import { featureTree } from '../handlers/public';
import { effectiveVariable } from '../settings/variables';
import { email, max, required, string, valueAt, type Input, type Rule } from '../validation';
import { between, boolean, date, exists, integer, matches, oneOf, requiredSaying, time, toBoolean } from '../validation-rules';
import { menuChoice } from './menu-choice';
import { withinSalaryLimit } from './salary-deduction';

export const PAYERS = ['USER', 'TENANT'] as const;
const DELIVERY_METHODS = ['PICKUP', 'DELIVERY'] as const;
const EXPIRATION = /^(0[1-9]|1[0-2])\/(\d{2})$/;
const CVC = /^\d{3,4}$/;

export function featureOn(name: FeatureName): boolean {
  return isFeatureEnabled(featureTree(), name);
}

const today = () => isoDate(now());

/** after_or_equal:today */
const notPast: Rule = { check: (v) => (typeof v === 'string' && v >= today() ? undefined : { key: 'afterOrEqual', params: { date: 'today' } }) };

/** MM/YY not before the current month. */
const notExpired: Rule = {
  check: (v) => {
    const match = typeof v === 'string' ? EXPIRATION.exec(v) : null;
    if (!match) return undefined; // the format rule reports it
    const current = today().slice(2, 7).replace('-', ''); // YYMM
    return `${match[2]}${match[1]}` >= current ? undefined : { key: 'cardExpired' };
  },
};

function orderableOn(tenantId: Id): Rule {
  const deadline = effectiveVariable('default_order_deadline', tenantId) ?? null;
  return {
    check: (v, _field, input) => {
      const choice = menuChoice(v, tenantId);
      const day = valueAt(input, 'requested_date');
      if (!choice || typeof day !== 'string') return choice ? undefined : { key: 'in' };
      return orderability(choice.menu, choice.restaurant, day, now(), deadline).orderable ? undefined : { key: 'menuNotOrderable' };
    },
  };
}

/** The rule set for this input (one entry per line; parts of disabled features are not checked). */
export function checkoutRules(input: Input, tenantId: Id, userId: Id): Record<string, Rule[]> {
  const rules: Record<string, Rule[]> = {
    requested_date: [required, date, notPast],
    items: [required, exists((v) => Array.isArray(v) && v.length > 0)],
    deduct_from_salary: [boolean, withinSalaryLimit(userId, tenantId)],
    order_comment: [string, max(1000)],
  };
  const items = Array.isArray(input.items) ? input.items : [];
  items.forEach((_, index) => {
    rules[`items.${index}.restaurant_menu_id`] = [required, integer, orderableOn(tenantId)];
    rules[`items.${index}.quantity`] = [requiredSaying('quantityAndPayer'), integer, between(1, 20)];
    rules[`items.${index}.payer`] = [requiredSaying('quantityAndPayer'), oneOf(PAYERS)];
  });
  if (featureOn(FEATURES.contact)) {
    Object.assign(rules, {
      'contact.name': [required, string, max(255)],
      'contact.phone': [string, max(50)],
      'contact.email': [email, max(255)],
    });
  }
  if (featureOn(FEATURES.delivery)) {
    Object.assign(rules, { 'delivery.method': [oneOf(DELIVERY_METHODS)], 'delivery.time': [time] });
  }
  if (featureOn(FEATURES.shipping) && valueAt(input, 'delivery.method') === 'DELIVERY') {
    Object.assign(rules, {
      'shipping.address': [required, string, max(255)],
      'shipping.city': [string, max(100)],
      'shipping.postal_code': [string, max(20)],
      'shipping.instructions': [string, max(500)],
    });
  }
  const payers = items.map((item) => valueAt(item as Input, 'payer') as Payer | null | undefined);
  const cardCase = { paymentFeature: featureOn(FEATURES.payment), payerFeature: featureOn(FEATURES.payer), deductFromSalary: toBoolean(input.deduct_from_salary) };
  if (cardPaymentNeeded(payers, cardCase)) {
    Object.assign(rules, {
      'payment.name_on_card': [required, string, max(255)],
      'payment.expiration': [required, matches(EXPIRATION), notExpired],
      'payment.cvc': [required, matches(CVC)],
    });
  }
  return rules;
}
