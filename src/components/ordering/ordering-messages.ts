// Words of ordering shared by the cart (landing) and the checkout. Plain react-intl: no antd, so
// the landing's first load can use them.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { PublicMenu } from '@/api/models';

export const orderingMessages = defineMessages({
  quantityAndPayer: {
    id: 'ordering.quantityAndPayer',
    defaultMessage: 'Please select quantity and who is responsible for paying for the item',
  },
  quantity: { id: 'ordering.quantity', defaultMessage: 'Quantity' },
  payer: { id: 'ordering.payer', defaultMessage: 'Who pays?' },
  priceOnRequest: { id: 'ordering.priceOnRequest', defaultMessage: 'Price on request' },
  subtotal: { id: 'ordering.subtotal', defaultMessage: 'Subtotal' },
  discounts: { id: 'ordering.discounts', defaultMessage: 'Discounts' },
  total: { id: 'ordering.total', defaultMessage: 'Total' },
  remove: { id: 'ordering.remove', defaultMessage: 'Remove' },
  notOrderableAvailability: { id: 'ordering.notOrderable.availability', defaultMessage: 'Not available on this day' },
  notOrderableSwitchedOff: { id: 'ordering.notOrderable.switchedOff', defaultMessage: 'Not available at the moment' },
  notOrderableClosed: { id: 'ordering.notOrderable.closed', defaultMessage: 'The restaurant is closed' },
  notOrderableTimeLimit: { id: 'ordering.notOrderable.timeLimit', defaultMessage: 'Ordering for this day has closed' },
  notOrderable: { id: 'ordering.notOrderable', defaultMessage: 'Cannot be ordered for this day' },
});

/** Messages with values (typed, so a missing value is a type error). */
export const quantityOfMessage = defineMessage<{ name: string }>({ id: 'ordering.quantityOf', defaultMessage: 'Quantity of {name}' });
export const payerOfMessage = defineMessage<{ name: string }>({ id: 'ordering.payerOf', defaultMessage: 'Who pays for {name}' });
export const removeNamedMessage = defineMessage<{ name: string }>({ id: 'ordering.removeNamed', defaultMessage: 'Remove {name} from the cart' });
export const lineSummaryMessage = defineMessage<{ quantity: number; price: string }>({
  id: 'ordering.lineSummary',
  defaultMessage: '{quantity} × {price}',
});
export const unpricedNoteMessage = defineMessage<{ count: number }>({
  id: 'ordering.unpricedNote',
  defaultMessage:
    '{count, plural, one {# line has} other {# lines have}} a price on request and {count, plural, one {is} other {are}} not included in the totals.',
});

export const plusPriceOnRequestMessage = defineMessage<{ amount: string }>({
  id: 'ordering.plusPriceOnRequest',
  defaultMessage: '{amount} + price on request',
});

/** Who pays, as the person ordering chooses it, and their lines by who pays (components/names.ts). */
export { ownPayerNames as payerLabels, paidByNames as paidByLabels } from '../names';

/** Why a menu cannot be ordered for a date (contract: PublicMenuNotOrderableReason). */
export function notOrderableMessage(reason: PublicMenu['not_orderable_reason']): MessageDescriptor {
  switch (reason) {
    case 'AVAILABILITY':
      return orderingMessages.notOrderableAvailability;
    case 'NOT_AVAILABLE':
      return orderingMessages.notOrderableSwitchedOff;
    case 'RESTAURANT_CLOSED':
      return orderingMessages.notOrderableClosed;
    case 'TIME_LIMIT_PASSED':
      return orderingMessages.notOrderableTimeLimit;
    default:
      return orderingMessages.notOrderable;
  }
}
