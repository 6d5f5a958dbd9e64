// What the user typed at checkout (contact, delivery, shipping, options — never card data and never
// the date) is kept for this tab, per user, so a trip to the login page loses nothing. Cleared once
// the order is placed.
import type { CheckoutValues } from './order-request';

export type CheckoutDraft = Omit<CheckoutValues, 'payment' | 'requested_date'>;

const keyFor = (userId: number) => `lunch-checkout-draft:${userId}`;

export function readDraft(userId: number): CheckoutDraft {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyFor(userId)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as CheckoutDraft) : {};
  } catch {
    return {};
  }
}

export function saveDraft(userId: number, values: CheckoutValues): void {
  const { contact, delivery, shipping, deduct_from_salary, order_comment } = values;
  try {
    sessionStorage.setItem(keyFor(userId), JSON.stringify({ contact, delivery, shipping, deduct_from_salary, order_comment } satisfies CheckoutDraft));
  } catch {
    // Storage full or disabled: the form still works, the draft is just not kept.
  }
}

export function clearDraft(userId: number): void {
  try {
    sessionStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing to clear.
  }
}
