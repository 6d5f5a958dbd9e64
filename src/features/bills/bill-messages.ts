// The words of the bills screens: generation, notify, paid, a bill's items and totals.
import { defineMessage, defineMessages } from 'react-intl';

export const billMessages = defineMessages({
  generate: { id: 'bills.generate.open', defaultMessage: 'Generate bills' },
  generateTitle: { id: 'bills.generate.title', defaultMessage: 'Generate bills' },
  generateIntro: {
    id: 'bills.generate.intro',
    defaultMessage: 'One bill per billable with completed order items in the period. New bills are unpaid and not notified.',
  },
  type: { id: 'bills.generate.type', defaultMessage: 'Type' },
  period: { id: 'bills.generate.period', defaultMessage: 'Period' },
  periodFrom: { id: 'bills.generate.periodFrom', defaultMessage: 'Period: from' },
  periodTill: { id: 'bills.generate.periodTill', defaultMessage: 'Period: till' },
  periodRequired: { id: 'bills.generate.periodRequired', defaultMessage: 'Please choose the period' },
  submit: { id: 'bills.generate.submit', defaultMessage: 'Generate' },
  close: { id: 'bills.generate.close', defaultMessage: 'Close' },
  exist: { id: 'bills.generate.exist', defaultMessage: 'Bill(s) exist for this period' },
  existHelp: {
    id: 'bills.generate.existHelp',
    defaultMessage: 'Choose another period or type, or delete the unpaid bills of this period first.',
  },
  failed: { id: 'bills.generate.failed', defaultMessage: 'Failed to create bill' },
  notify: { id: 'bills.notify.action', defaultMessage: 'Notify' },
  notifyAgain: { id: 'bills.notify.again', defaultMessage: 'Notify again' },
  notified: { id: 'bills.notify.done', defaultMessage: 'Bill sent.' },
  markPaid: { id: 'bills.paid.mark', defaultMessage: 'Mark paid' },
  markUnpaid: { id: 'bills.paid.unmark', defaultMessage: 'Mark unpaid' },
  markedPaid: { id: 'bills.paid.done', defaultMessage: 'Marked paid.' },
  markedUnpaid: { id: 'bills.paid.undone', defaultMessage: 'Marked unpaid.' },
  print: { id: 'bills.print', defaultMessage: 'Print' },
  details: { id: 'bills.page.details', defaultMessage: 'Bill' },
  items: { id: 'bills.items.title', defaultMessage: 'Items' },
  itemsEmpty: { id: 'bills.items.empty', defaultMessage: 'This bill has no items.' },
  date: { id: 'bills.items.date', defaultMessage: 'Date' },
  order: { id: 'bills.items.order', defaultMessage: 'Order' },
  menu: { id: 'bills.items.menu', defaultMessage: 'Menu' },
  quantity: { id: 'bills.items.quantity', defaultMessage: 'Quantity' },
  payer: { id: 'bills.items.payer', defaultMessage: 'Payer' },
  amount: { id: 'bills.items.amount', defaultMessage: 'Amount' },
  totals: { id: 'bills.totals.title', defaultMessage: 'Totals per cost category' },
  category: { id: 'bills.totals.category', defaultMessage: 'Cost category' },
  total: { id: 'bills.totals.total', defaultMessage: 'Total' },
  LUNCH: { id: 'bills.category.lunch', defaultMessage: 'Lunch' },
  COOKING: { id: 'bills.category.cooking', defaultMessage: 'Cooking' },
  SALARY_DEDUCTION: { id: 'bills.category.salaryDeduction', defaultMessage: 'Salary deductions' },
  who: { id: 'bills.page.who', defaultMessage: 'Billed to' },
});

export const billValueMessages = {
  made: defineMessage<{ count: number }>({
    id: 'bills.generate.made',
    defaultMessage: '{count, plural, =0 {No bill was made: nothing completed to bill in this period.} one {# bill made} other {# bills made}}',
  }),
  notifySelected: defineMessage<{ count: number }>({ id: 'bills.notify.selected', defaultMessage: 'Notify selected ({count})' }),
  notifiedMany: defineMessage<{ count: number }>({
    id: 'bills.notify.doneMany',
    defaultMessage: '{count, plural, one {# bill sent} other {# bills sent}}',
  }),
  periodRange: defineMessage<{ from: string; till: string }>({ id: 'bills.page.periodRange', defaultMessage: '{from} – {till}' }),
  notifiedOn: defineMessage<{ at: string }>({ id: 'bills.page.notifiedOn', defaultMessage: 'Yes, on {at}' }),
  paidOn: defineMessage<{ at: string }>({ id: 'bills.page.paidOn', defaultMessage: 'Yes, on {at}' }),
};
