// Who pays each line of an order and whether the person ordering must give a card (contract:
// placeOrder, `payment`). One rule for the checkout form (shows the card fields), the request
// (sends `payment`) and the mock backend (requires it): pure, tested beside it.
import type { Payer } from '@/api/models';

/** How a line is charged: paid by the person (by card when asked), deducted from their salary, or paid by their company. */
export type Charge = 'USER' | 'SALARY' | 'TENANT';

export interface PaymentCase {
  /** The `payment` feature (card data asked at checkout). */
  paymentFeature: boolean;
  /** The `payer` feature: off, every line is the person's own (`USER`), whatever the cart says. */
  payerFeature: boolean;
  /** "Deduct the items I pay for from my salary": the person's lines are not paid by card. */
  deductFromSalary: boolean;
}

/** The payer the order will name for a line (null: not chosen yet, with the payer feature on). */
export function effectivePayer(payer: Payer | null | undefined, payerFeature: boolean): Payer | null {
  if (!payerFeature) return 'USER';
  return payer === 'USER' || payer === 'TENANT' ? payer : null;
}

/** How a line with this payer is charged. */
export function chargeOf(payer: Payer, deductFromSalary: boolean): Charge {
  return payer === 'USER' && deductFromSalary ? 'SALARY' : payer;
}

/**
 * A card is needed ⇔ the `payment` feature is on, the order is not deducted from salary, and at
 * least one of the lines ordered is paid by the person (`USER`; every line when the `payer` feature
 * is off). `payers`: the payer of each line sent (a line whose payer is not chosen yet does not count).
 */
export function cardPaymentNeeded(payers: readonly (Payer | null | undefined)[], { paymentFeature, payerFeature, deductFromSalary }: PaymentCase): boolean {
  if (!paymentFeature || deductFromSalary) return false;
  return payers.some((payer) => effectivePayer(payer, payerFeature) === 'USER');
}
