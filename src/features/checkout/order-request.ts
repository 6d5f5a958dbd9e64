// From the checkout form and the cart lines of one day to the contract's PlaceOrderRequest, and
// from a 422 back to the screen: `items.N.*` to the line that was sent N-th, the rest to the fields.
// Pure (tested beside it). Card data only passes through: it is sent in this one request, and only
// when the order needs a card (cardPaymentNeeded: the person pays some of it, not from their salary).
import type { Payer, PlaceOrderPayload } from '@/api/models';
import type { CartLine } from '@/stores/cart';
import type { DayOutcome, DayRequest } from './place-days';
import { cardPaymentNeeded } from '@/lib/card-payment';

export type DeliveryMethod = 'PICKUP' | 'DELIVERY';

export interface CheckoutValues {
  /** YYYY-MM-DD (the form keeps a dayjs; the page converts). */
  requested_date?: string;
  contact?: { name?: string; phone?: string; email?: string };
  delivery?: { method?: DeliveryMethod; time?: string };
  shipping?: { address?: string; city?: string; postal_code?: string; instructions?: string };
  deduct_from_salary?: boolean;
  order_comment?: string;
  payment?: { name_on_card?: string; expiration?: string; cvc?: string };
}

export interface CheckoutFeatures {
  payer: boolean;
  contact: boolean;
  delivery: boolean;
  shipping: boolean;
  payment: boolean;
}

/** Every ecommerce sub-feature the checkout page looks at. */
export interface CheckoutFormFeatures extends CheckoutFeatures {
  requestDate: boolean;
  discount: boolean;
}

export interface RequestLine {
  key: string;
  menuId: number;
  quantity: number;
  payer: Payer;
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function buildOrderRequest(values: CheckoutValues, lines: readonly RequestLine[], features: CheckoutFeatures, today: string): PlaceOrderPayload {
  const body: PlaceOrderPayload = {
    requested_date: values.requested_date ?? today,
    items: lines.map((line) => ({ restaurant_menu_id: line.menuId, quantity: line.quantity, payer: features.payer ? line.payer : 'USER' })),
    deduct_from_salary: values.deduct_from_salary === true,
    order_comment: text(values.order_comment),
  };
  if (features.contact) {
    body.contact = { name: values.contact?.name?.trim() ?? '', phone: text(values.contact?.phone), email: text(values.contact?.email) };
  }
  const method = values.delivery?.method ?? 'PICKUP';
  if (features.delivery) body.delivery = { method, time: text(values.delivery?.time) };
  if (features.shipping && features.delivery && method === 'DELIVERY') {
    const shipping = values.shipping ?? {};
    body.shipping = {
      address: shipping.address?.trim() ?? '',
      city: text(shipping.city),
      postal_code: text(shipping.postal_code),
      instructions: text(shipping.instructions),
    };
  }
  if (needsCard(values, lines, features)) {
    const payment = values.payment ?? {};
    body.payment = { name_on_card: payment.name_on_card?.trim() ?? '', expiration: payment.expiration?.trim() ?? '', cvc: payment.cvc?.trim() ?? '' };
  }
  return body;
}

/** Whether this order asks for a card (the form shows the card fields exactly then). */
export function needsCard(values: Pick<CheckoutValues, 'deduct_from_salary'>, lines: readonly { payer: Payer | null }[], features: CheckoutFeatures): boolean {
  return cardPaymentNeeded(
    lines.map((line) => line.payer),
    { paymentFeature: features.payment, payerFeature: features.payer, deductFromSalary: values.deduct_from_salary === true },
  );
}

export interface SplitErrors {
  /** By cart line key: the messages of `items.N.*` for the line sent N-th. */
  lines: Record<string, string[]>;
  /** Every other key, as sent (dot notation). */
  fields: Record<string, string[]>;
}

const ITEM_KEY = /^items\.(\d+)(?:\.|$)/;

export function splitOrderErrors(fieldErrors: Record<string, string[]>, lines: readonly RequestLine[]): SplitErrors {
  const split: SplitErrors = { lines: {}, fields: {} };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = ITEM_KEY.exec(key);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line) split.lines[line.key] = [...new Set([...(split.lines[line.key] ?? []), ...messages])];
    else split.fields[key] = messages;
  }
  return split;
}

/**
 * One order request per cart day of `lines`, in the cart's order of days. `dateOf(day)` is the
 * date it is ordered for; undefined: the form's `requested_date` (one day, the picker shown).
 */
export function dayRequests(
  lines: readonly CartLine[], values: CheckoutValues, features: CheckoutFeatures, today: string, dateOf: (day: string) => string | undefined,
): DayRequest[] {
  return [...new Set(lines.map((line) => line.date))].map((day) => {
    const sent: RequestLine[] = lines
      .filter((line) => line.date === day)
      .map((line) => ({ key: line.key, menuId: line.menu.id, quantity: line.quantity, payer: line.payer ?? 'USER' }));
    return { day, lines: sent, body: buildOrderRequest({ ...values, requested_date: dateOf(day) ?? values.requested_date }, sent, features, today) };
  });
}

/** The refused days' 422s together: `items.N.*` on each day's lines, the rest by field. */
export function refusedErrors(refused: readonly Extract<DayOutcome, { kind: 'refused' }>[]): SplitErrors {
  const all: SplitErrors = { lines: {}, fields: {} };
  for (const outcome of refused) {
    const split = splitOrderErrors(outcome.error.fieldErrors, outcome.lines);
    Object.assign(all.lines, split.lines);
    Object.assign(all.fields, split.fields);
  }
  return all;
}
