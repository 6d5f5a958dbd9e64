// What the client can tell about whether a cart line may be ordered by the user who sees it (the
// server checks again): its day is over, the menu is not in the menus the user's company is offered
// that day (another company's restaurant, a menu withdrawn) or cannot be ordered (closed, time
// limit — the menu's, or the default order deadline when it names none, against the clock), the
// account cannot place orders, or the payer must be chosen again (another tenant).
// A line with any problem but the payer is left out of the order; a missing payer stops it.
import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import type { PublicMenu, User } from '@/api/models';
import { hasPermission } from '@/lib/permissions';
import type { CartLine } from '@/stores/cart';
import { notOrderableMessage, orderingMessages } from './ordering-messages';

export const lineCheckMessages = defineMessages({
  past: { id: 'ordering.check.past', defaultMessage: 'This day is over: it can no longer be ordered' },
  notOffered: { id: 'ordering.check.notOffered', defaultMessage: 'Not offered to your company on this day' },
  noPermission: { id: 'ordering.check.noPermission', defaultMessage: 'Your account cannot place orders' },
  payerChoose: { id: 'ordering.payer.choose', defaultMessage: 'Choose who pays' },
  excluded: { id: 'ordering.check.excluded', defaultMessage: 'Not included in the order. Remove it from the cart.' },
});

export type LineProblem =
  | { kind: 'past' }
  | { kind: 'notOffered' }
  | { kind: 'notOrderable'; reason: PublicMenu['not_orderable_reason'] }
  | { kind: 'noPermission' }
  | { kind: 'payer' };

export interface LineCheckContext {
  /** The signed-in user (undefined or null: a visitor, who cannot order yet; only the day is checked). */
  user: User | null | undefined;
  /** Today, YYYY-MM-DD. */
  today: string;
  /** Whether the payer feature is on (off: everything is paid by the user). */
  payerFeature: boolean;
  /** The fresh public menus (as this user's company sees them) of the day ordered for; undefined while unknown. */
  menus: Map<number, PublicMenu> | undefined;
  /** The day the order is for (checkout may order another day than the line's); default the line's. */
  orderDate?: string;
  /** The default_order_deadline variable (HH:mm): same-day orders close then when the menu names no limit. */
  defaultDeadline?: string;
  /** Now (default: the clock). */
  now?: Date;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * When same-day ordering for `date` closes: the menu's `order_until` (the server's, for that day),
 * else the default deadline on that day — read in the browser's time zone, as the app's "today"
 * is —; undefined: no limit.
 */
export function orderDeadline(menu: Pick<PublicMenu, 'order_until'>, date: string, defaultDeadline?: string): Date | undefined {
  if (menu.order_until) return new Date(menu.order_until);
  const time = defaultDeadline === undefined ? null : TIME.exec(defaultDeadline);
  if (!time) return undefined;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, Number(time[1]), Number(time[2]));
}

export function lineProblem(line: CartLine, { user, today, payerFeature, menus, orderDate, defaultDeadline, now = new Date() }: LineCheckContext): LineProblem | undefined {
  const date = orderDate ?? line.date;
  if (date < today) return { kind: 'past' };
  if (user && !hasPermission(user, 'orders.create')) return { kind: 'noPermission' };
  if (menus) {
    const menu = menus.get(line.menu.id);
    if (!menu) return { kind: 'notOffered' };
    if (!menu.orderable) return { kind: 'notOrderable', reason: menu.not_orderable_reason };
  }
  // Today's limit against the clock: the menus known may have been read before it passed.
  const menu = menus?.get(line.menu.id);
  const until = date === today && menu ? orderDeadline(menu, date, defaultDeadline) : undefined;
  if (until && now >= until) return { kind: 'notOrderable', reason: 'TIME_LIMIT_PASSED' };
  if (user && payerFeature && line.payer === null) return { kind: 'payer' };
  return undefined;
}

/** A problem that leaves the line out of the order (the payer can be chosen on the spot instead). */
export const excludesLine = (problem: LineProblem | undefined) => problem !== undefined && problem.kind !== 'payer';

export function lineProblemText(intl: IntlShape, problem: LineProblem): string {
  switch (problem.kind) {
    case 'past':
      return intl.formatMessage(lineCheckMessages.past);
    case 'notOffered':
      return intl.formatMessage(lineCheckMessages.notOffered);
    case 'notOrderable':
      return intl.formatMessage(notOrderableMessage(problem.reason));
    case 'noPermission':
      return intl.formatMessage(lineCheckMessages.noPermission);
    case 'payer':
      return intl.formatMessage(orderingMessages.quantityAndPayer);
  }
}
