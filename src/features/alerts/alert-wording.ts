// What a notification says and where it leads, in the reader's language: worded here from its
// `data` (the server sends values, never a sentence), and led to one of the app's own pages from
// its `link` (a kind and an id, never an address from the server). A type or link this build does
// not know reads as "a new notification" and leads to the notifications page.
import { defineMessage, type IntlShape } from 'react-intl';
import type { AppNotification, NotificationLink } from '@/api/models';
import { orderStatusLabels } from '@/components/ordering/order-status';
import { adminPath } from '@/lib/admin-paths';
import { dateOf, formatCalendarDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { OrderStatus } from '@/lib/order-status';

export const NOTIFICATIONS_PAGE = adminPath('/notifications');

type Subject = { subject: string };
type Named = { name: string; subject: string };

const messages = {
  orderSubject: defineMessage<{ order: string }>({ id: 'alerts.subject.order', defaultMessage: 'order {order}' }),
  itemSubject: defineMessage<{ item: string; order: string }>({ id: 'alerts.subject.item', defaultMessage: '{item} ({order})' }),
  statusChanged: defineMessage<{ subject: string; status: string }>({ id: 'alerts.orderStatusChanged', defaultMessage: 'Status of {subject}: {status}' }),
  orderPlaced: defineMessage<{ name: string; restaurant: string; date: string; order: string }>({
    id: 'alerts.orderPlaced',
    defaultMessage: '{name} ordered from {restaurant} for {date}: order {order}.',
  }),
  modificationAsked: defineMessage<Named>({ id: 'alerts.received.modification', defaultMessage: '{name} asks to change {subject}.' }),
  cancellationAsked: defineMessage<Named>({ id: 'alerts.received.cancellation', defaultMessage: '{name} asks to cancel {subject}.' }),
  canceled: defineMessage<Named>({ id: 'alerts.received.canceled', defaultMessage: '{name} canceled {subject}.' }),
  ownBill: defineMessage<{ period: string; amount: string }>({ id: 'alerts.billNotified.own', defaultMessage: 'Your bill for {period} has been sent: {amount}.' }),
  otherBill: defineMessage<{ billable: string; period: string; amount: string }>({
    id: 'alerts.billNotified.other',
    defaultMessage: 'The bill of {billable} for {period} has been sent: {amount}.',
  }),
  menusPublished: defineMessage<{ restaurant: string; date: string }>({ id: 'alerts.menusPublished', defaultMessage: '{restaurant} has published its menus for {date}.' }),
  unknown: defineMessage({ id: 'alerts.unknown', defaultMessage: 'You have a new notification.' }),
};

/** A request answered, by its kind and outcome. */
const ANSWERS = {
  'modification:true': defineMessage<Subject>({ id: 'alerts.answered.modification.accepted', defaultMessage: 'Your change to {subject} was accepted.' }),
  'modification:false': defineMessage<Subject>({ id: 'alerts.answered.modification.refused', defaultMessage: 'Your change to {subject} was refused.' }),
  'cancellation:true': defineMessage<Subject>({ id: 'alerts.answered.cancellation.accepted', defaultMessage: 'Your cancellation of {subject} was accepted.' }),
  'cancellation:false': defineMessage<Subject>({ id: 'alerts.answered.cancellation.refused', defaultMessage: 'Your cancellation of {subject} was refused.' }),
};

export const statusComment = defineMessage<{ comment: string }>({ id: 'alerts.comment', defaultMessage: '“{comment}”' });

type Intl = Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatDateTimeRange' | 'formatNumber'>;
type OrderData = { order_number: string; item_name: string | null };

function subject(intl: Intl, data: OrderData): string {
  const order = data.order_number;
  return data.item_name === null ? intl.formatMessage(messages.orderSubject, { order }) : intl.formatMessage(messages.itemSubject, { item: data.item_name, order });
}

const isStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && Object.hasOwn(orderStatusLabels, value);
const statusLabel = (intl: Intl, status: unknown) => (isStatus(status) ? intl.formatMessage(orderStatusLabels[status]) : String(status));
const day = (intl: Intl, date: string) => formatCalendarDate(intl, date);

/** The notification's sentence in the reader's language. */
export function alertText(intl: Intl, notification: AppNotification): string {
  try {
    switch (notification.type) {
      case 'order-status-changed':
        return intl.formatMessage(messages.statusChanged, { subject: subject(intl, notification.data), status: statusLabel(intl, notification.data.status) });
      case 'order-request-answered': {
        const answer = ANSWERS[`${notification.data.request}:${notification.data.accepted}`];
        return answer ? intl.formatMessage(answer, { subject: subject(intl, notification.data) }) : intl.formatMessage(messages.unknown);
      }
      case 'order-placed': {
        const { orderer_name: name, restaurant_name: restaurant, requested_date: date, order_number: order } = notification.data;
        return intl.formatMessage(messages.orderPlaced, { name, restaurant, date: day(intl, date), order });
      }
      case 'order-request-received': {
        const { request, status, orderer_name: name } = notification.data;
        const message = request === 'modification' ? messages.modificationAsked : status === 'CANCELED' ? messages.canceled : messages.cancellationAsked;
        return intl.formatMessage(message, { name, subject: subject(intl, notification.data) });
      }
      case 'bill-notified': {
        const { bill_type: type, billable_name: billable, from_date: from, till_date: till, amount } = notification.data;
        const period = intl.formatDateTimeRange(dateOf(from), dateOf(till), { dateStyle: 'medium' });
        const money = formatMoney(intl, amount);
        return type === 'USER'
          ? intl.formatMessage(messages.ownBill, { period, amount: money })
          : intl.formatMessage(messages.otherBill, { billable, period, amount: money });
      }
      case 'menus-published':
        return intl.formatMessage(messages.menusPublished, { restaurant: notification.data.restaurant_name, date: day(intl, notification.data.date) });
      default:
        return intl.formatMessage(messages.unknown);
    }
  } catch {
    // Data of another shape than this build knows: still a notification, never a broken panel.
    return intl.formatMessage(messages.unknown);
  }
}

/** The staff's comment for the customer, when the notification carries one. */
export function alertComment(notification: AppNotification): string | undefined {
  const data = notification.data as { comment?: unknown };
  return typeof data.comment === 'string' && data.comment.trim() !== '' ? data.comment : undefined;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** The app's own page for what the notification is about; the notifications page for a link it does not know. */
export function alertPath(notification: AppNotification): string {
  const link = (notification.data as { link?: Partial<NotificationLink> } | undefined)?.link;
  if (!link || !isId(link.id)) return NOTIFICATIONS_PAGE;
  switch (link.kind) {
    case 'order':
      return adminPath(`/orders/${link.id}`);
    case 'bill':
      return adminPath(`/bills/${link.id}`);
    case 'restaurant':
      return `/restaurants/${link.id}`;
    default:
      return NOTIFICATIONS_PAGE;
  }
}
