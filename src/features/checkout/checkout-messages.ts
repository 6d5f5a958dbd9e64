import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { paidByLabels } from '@/components/ordering/ordering-messages';
import type { Charge } from '@/lib/card-payment';

export const checkoutMessages = defineMessages({
  // The route's title too (routes/_app/checkout.tsx): the page draws its own heading.
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  orderFailed: { id: 'checkout.orderFailed', defaultMessage: 'Order failed' },
  linesTitle: { id: 'checkout.lines.title', defaultMessage: 'Your order' },
  requestedDate: { id: 'checkout.requestedDate', defaultMessage: 'Requested date' },
  requestedDateRequired: { id: 'checkout.requestedDate.required', defaultMessage: 'Please choose the day the lunch is for' },
  requestedDateToday: { id: 'checkout.requestedDate.today', defaultMessage: 'Orders are placed for today.' },
  contactTitle: { id: 'checkout.contact.title', defaultMessage: 'Contact' },
  contactName: { id: 'checkout.contact.name', defaultMessage: 'Name' },
  contactPhone: { id: 'checkout.contact.phone', defaultMessage: 'Phone' },
  contactEmail: { id: 'checkout.contact.email', defaultMessage: 'E-mail address' },
  contactNameRequired: { id: 'checkout.contact.nameRequired', defaultMessage: 'Please enter the name to contact about the order' },
  deliveryTitle: { id: 'checkout.delivery.title', defaultMessage: 'Delivery' },
  deliveryMethod: { id: 'checkout.delivery.method', defaultMessage: 'How do you get your lunch?' },
  pickup: { id: 'checkout.delivery.pickup', defaultMessage: 'Pick up at the restaurant' },
  delivery: { id: 'checkout.delivery.delivery', defaultMessage: 'Delivery' },
  deliveryTime: { id: 'checkout.delivery.time', defaultMessage: 'Time (optional)' },
  deliveryTimeHint: { id: 'checkout.delivery.timeHint', defaultMessage: 'Leave empty for any time.' },
  address: { id: 'checkout.shipping.address', defaultMessage: 'Address' },
  addressRequired: { id: 'checkout.shipping.addressRequired', defaultMessage: 'Please enter the delivery address' },
  city: { id: 'checkout.shipping.city', defaultMessage: 'City' },
  postalCode: { id: 'checkout.shipping.postalCode', defaultMessage: 'Postal code' },
  instructions: { id: 'checkout.shipping.instructions', defaultMessage: 'Delivery instructions' },
  optionsTitle: { id: 'checkout.options.title', defaultMessage: 'Options' },
  deductFromSalary: { id: 'checkout.deductFromSalary', defaultMessage: 'Deduct the items I pay for from my salary' },
  deductedFromSalary: { id: 'checkout.deductedFromSalary', defaultMessage: 'Deducted from my salary', description: 'who pays: beside "Paid by me" and "Paid by my company"' },
  orderComment: { id: 'checkout.orderComment', defaultMessage: 'Order comment' },
  paymentTitle: { id: 'checkout.payment.title', defaultMessage: 'Payment' },
  paymentHint: { id: 'checkout.payment.hint', defaultMessage: 'Your card details are sent once with the order and never stored.' },
  nameOnCard: { id: 'checkout.payment.nameOnCard', defaultMessage: 'Name on card' },
  nameOnCardRequired: { id: 'checkout.payment.nameOnCardRequired', defaultMessage: 'Please enter the name on the card' },
  expiration: { id: 'checkout.payment.expiration', defaultMessage: 'Expiration date (MM/YY)' },
  expirationPlaceholder: { id: 'checkout.payment.expirationPlaceholder', defaultMessage: 'MM/YY', description: 'month and year letters of a card expiry' },
  expirationFormat: { id: 'checkout.payment.expirationFormat', defaultMessage: 'Please enter the expiration date as MM/YY, e.g. 09/28' },
  expirationPast: { id: 'checkout.payment.expirationPast', defaultMessage: 'This card has expired' },
  cvc: { id: 'checkout.payment.cvc', defaultMessage: 'CVC' },
  cvcFormat: { id: 'checkout.payment.cvcFormat', defaultMessage: 'The CVC is the 3 or 4 digits on the card' },
  summaryTitle: { id: 'checkout.summary.title', defaultMessage: 'Summary' },
  emptyTitle: { id: 'checkout.empty.title', defaultMessage: 'Your cart is empty' },
  emptyText: { id: 'checkout.empty.text', defaultMessage: 'Choose the menus you want on the menus page, add them to your cart, then come back here.' },
  browseMenus: { id: 'checkout.empty.browse', defaultMessage: 'See the menus' },
  checking: { id: 'checkout.lines.checking', defaultMessage: 'Checking prices and availability…' },
  noneOrderable: {
    id: 'checkout.lines.noneOrderable',
    defaultMessage: 'None of the items for this day can be ordered. Remove them from your cart or choose other menus.',
  },
  successTitle: { id: 'checkout.success.title', defaultMessage: 'Order placed' },
  successMore: { id: 'checkout.success.more', defaultMessage: 'See what is left in your cart' },
  successBack: { id: 'checkout.success.back', defaultMessage: 'Back to the menus' },
  dayPlaced: { id: 'checkout.day.placed', defaultMessage: 'placed:' },
  dayRefused: { id: 'checkout.day.refused', defaultMessage: 'not placed: the reason is shown on the day below, its items are still in your cart.' },
});

/** The submit button: one day is one order call; several days, one call each. */
export const placeOrdersMessage = defineMessage<{ count: number }>({
  id: 'checkout.placeOrders',
  defaultMessage: '{count, plural, one {Place order} other {Place # orders}}',
  description: 'count: the days ordered for (each day is one order, split by restaurant)',
});

export const daySubtotalMessage = defineMessage<{ day: string }>({ id: 'checkout.day.subtotal', defaultMessage: 'Subtotal for {day}' });

export const dayRefusedMessage = defineMessage<{ day: string }>({
  id: 'checkout.day.refusedTitle',
  defaultMessage: 'The order for {day} was not placed',
});

export const resultsSummaryMessage = defineMessage<{ placed: number; refused: number }>({
  id: 'checkout.results.summary',
  defaultMessage:
    '{placed, plural, =0 {No day was placed} one {# day placed} other {# days placed}}, {refused, plural, =0 {none refused} one {# day refused} other {# days refused}}',
});

export const successDaysMessage = defineMessage<{ days: number }>({
  id: 'checkout.success.days',
  defaultMessage: 'Thank you! Your orders for {days, plural, one {# day} other {# days}} have been placed (one per day and restaurant).',
});

export const successTextMessage = defineMessage<{ count: number; date: string }>({
  id: 'checkout.success.text',
  defaultMessage: 'Thank you! {count, plural, one {Your order for {date} has been placed.} other {Your # orders for {date} have been placed (one per restaurant).}}',
});

export const orderLinkMessage = defineMessage<{ number: string; restaurant: string }>({
  id: 'checkout.success.order',
  defaultMessage: 'Order {number} — {restaurant}',
});

export const otherDayWarning = defineMessage<{ day: string }>({
  id: 'checkout.requestedDate.otherDay',
  defaultMessage: 'These items were chosen for {day}. Menus can differ from day to day: the order is checked for the date you pick.',
});

/** A line whose price the restaurant sets (hidden): how it will be charged, e.g. "Paid by my company, at the price the restaurant sets". */
export const hiddenPriceChargeMessage = defineMessage<{ paidBy: string }>({
  id: 'checkout.line.hiddenPriceCharge',
  defaultMessage: '{paidBy}, at the price the restaurant sets',
  description: 'paidBy: "Paid by me", "Paid by my company" or "Deducted from my salary"',
});

/** Who pays, as the cart names the payers ("Paid by me", "Paid by my company"), and the person's part deducted from salary. */
export const chargeLabels: Record<Charge, MessageDescriptor> = {
  USER: paidByLabels.USER,
  TENANT: paidByLabels.TENANT,
  SALARY: checkoutMessages.deductedFromSalary,
};
