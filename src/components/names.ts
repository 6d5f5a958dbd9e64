// One name for each thing (issue 29), in one place: the menu types, who pays, the bill types. Every
// screen takes these words from here — the landing's cards, checkout, the admin lists and filters —
// so a thing is called the same everywhere, in both languages (names.test.ts checks the catalogues
// hold no second name). Order statuses have theirs in ordering/order-status.tsx.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { BillType, MenuType, Payer } from '@/api/models';

export const menuTypeNames: Record<MenuType, MessageDescriptor> = defineMessages({
  NORMAL: { id: 'names.menuType.normal', defaultMessage: 'Classic' },
  VEGETARIAN: { id: 'names.menuType.vegetarian', defaultMessage: 'Vegetarian' },
  VEGAN: { id: 'names.menuType.vegan', defaultMessage: 'Vegan' },
});

/** Who pays, as others see it (an order's items, a bill's lines). */
export const payerNames: Record<Payer, MessageDescriptor> = defineMessages({
  USER: { id: 'names.payer.user', defaultMessage: 'Employee' },
  TENANT: { id: 'names.payer.tenant', defaultMessage: 'Company' },
});

/** Who pays, as the person ordering chooses it. */
export const ownPayerNames: Record<Payer, MessageDescriptor> = defineMessages({
  USER: { id: 'names.payer.own.user', defaultMessage: 'Me' },
  TENANT: { id: 'names.payer.own.tenant', defaultMessage: 'My company' },
});

/** A line of the person's own cart or order, by who pays it. */
export const paidByNames: Record<Payer, MessageDescriptor> = defineMessages({
  USER: { id: 'names.paidBy.user', defaultMessage: 'Paid by me' },
  TENANT: { id: 'names.paidBy.tenant', defaultMessage: 'Paid by my company' },
});

/** Whom a bill bills: the words of who pays, and the restaurant. */
export const billTypeNames: Record<BillType, MessageDescriptor> = {
  ...payerNames,
  ...defineMessages({ RESTAURANT: { id: 'names.billType.restaurant', defaultMessage: 'Restaurant' } }),
};
