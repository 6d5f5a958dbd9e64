// The words of My month, its page and its dashboard card.
import { defineMessage, defineMessages } from 'react-intl';

export const monthMessages = defineMessages({
  // "directly": the dashboard's "Spent this month" counts the salary deductions too.
  paid: { id: 'myMonth.paid', defaultMessage: 'You pay directly' },
  company: { id: 'myMonth.company', defaultMessage: 'Your company pays' },
  deducted: { id: 'myMonth.deducted', defaultMessage: 'Deducted from your salary' },
  total: { id: 'myMonth.total', defaultMessage: 'Total' },
  sums: { id: 'myMonth.sums', defaultMessage: 'What it costs' },
  orders: { id: 'myMonth.orders', defaultMessage: 'Orders by day' },
  noOrders: { id: 'myMonth.noOrders', defaultMessage: 'No orders this month.' },
  bills: { id: 'myMonth.bills', defaultMessage: 'Your bills' },
  noBills: { id: 'myMonth.noBills', defaultMessage: 'No bill for this month yet: bills are made once the month’s orders are completed.' },
  paidBill: { id: 'myMonth.bill.paid', defaultMessage: 'Paid' },
  unpaidBill: { id: 'myMonth.bill.unpaid', defaultMessage: 'Not paid yet' },
  deductedOrder: { id: 'myMonth.order.deducted', defaultMessage: 'Deducted from salary' },
  loadFailed: { id: 'myMonth.loadFailed', defaultMessage: 'Your month could not be loaded' },
  months: { id: 'myMonth.months', defaultMessage: 'Months' },
  month: { id: 'myMonth.month', defaultMessage: 'Month' },
  cardTitle: { id: 'myMonth.card.title', defaultMessage: 'My month' },
  allOrders: { id: 'myMonth.allOrders', defaultMessage: 'These orders in the orders list' },
});

export const previousMonth = defineMessage<{ month: string }>({ id: 'myMonth.previous', defaultMessage: 'Previous month: {month}' });
export const nextMonth = defineMessage<{ month: string }>({ id: 'myMonth.next', defaultMessage: 'Next month: {month}' });
export const monthTitle = defineMessage<{ month: string }>({ id: 'myMonth.title', defaultMessage: 'Your lunches in {month}' });
export const openMonth = defineMessage<{ month: string }>({ id: 'myMonth.card.open', defaultMessage: 'Open my month ({month})' });
export const ordersCount = defineMessage<{ count: number }>({ id: 'myMonth.ordersCount', defaultMessage: '{count, plural, =0 {no order} one {# order} other {# orders}}' });
export const incomplete = defineMessage<{ shown: number; total: number }>({
  id: 'myMonth.incomplete',
  defaultMessage: 'Only the first {shown} of {total} orders are shown and counted here; the orders list has them all.',
});
export const itemLine = defineMessage<{ quantity: number; description: string }>({ id: 'myMonth.itemLine', defaultMessage: '{quantity} × {description}' });
