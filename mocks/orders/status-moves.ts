// Status moves of orders and items against the one transition table (src/lib/order-status.ts):
// an unknown pair is a 422 on `status`; a staff pair needs the permission; a customer pair needs
// the caller's own order (contract: updateOrderStatus, modifyOrderItem, cancelOrderItem).
import { canMove, ORDER_STATUSES, type Actor, type OrderStatus } from '@/lib/order-status';
import { now, timestamp } from '../clock';
import type { OrderItemChange } from '@/api/models';
import type { OrderRecord, UserRecord } from '../db/records';
import { userCan } from '../db/users';
import { translate, type Locale } from '../messages';
import { forbidden, validationError } from '../responses';
import { collectErrors, max, required, string, throwIfInvalid, type Input } from '../validation';
import { oneOf } from '../validation-rules';

export interface StatusChange {
  status: OrderStatus;
  status_comment: string | null;
}

export function moveRefused(from: OrderStatus, to: OrderStatus, locale: Locale): Response {
  return validationError({ status: [translate('statusMove', locale, { from, to })] }, locale);
}

/** Who may make the move, or undefined when the table has no such move. */
export function actorOf(from: OrderStatus, to: OrderStatus): Actor | undefined {
  if (canMove(from, to, 'staff')) return 'staff';
  if (canMove(from, to, 'customer')) return 'customer';
  return undefined;
}

/** The body of a status move: `status` one of the statuses, `status_comment` up to 500. */
export function readStatusChange(input: Input, locale: Locale): StatusChange {
  throwIfInvalid(
    collectErrors(input, { status: [required, oneOf(ORDER_STATUSES)], status_comment: [string, max(500)] }, locale),
    locale,
  );
  return { status: input.status as OrderStatus, status_comment: (input.status_comment as string | null | undefined) ?? null };
}

/** 422 when the table has no such move (or it is not `only`'s), 403 when the caller may not make it. */
export function authorizeMove(
  from: OrderStatus, to: OrderStatus, order: OrderRecord, user: UserRecord, staffPermission: string, locale: Locale,
  only?: Actor,
): Actor {
  const actor = actorOf(from, to);
  if (actor === undefined || (only !== undefined && actor !== only)) throw moveRefused(from, to, locale);
  if (actor === 'staff' ? !userCan(user, staffPermission) : order.user_id !== user.id) throw forbidden();
  return actor;
}

/** Moves an order or item; an item's requested change lasts only while it is MODIFICATION_REQUESTED. */
export function applyStatus(
  row: { status: OrderStatus; status_comment: string | null; updated_at: string; requested_change?: OrderItemChange | null },
  change: StatusChange,
): void {
  row.status = change.status;
  row.status_comment = change.status_comment;
  row.updated_at = timestamp(now());
  if ('requested_change' in row) row.requested_change = null;
}

