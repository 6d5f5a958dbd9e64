// Moves in bulk: each selected order goes to `to` with the existing status call, one after the
// other, and each gets its own outcome. An order whose move the transition table does not give
// staff is not sent at all; a refusal of the server is kept with its error, and the others go on.
import { updateOrderStatus } from '@/api/orders';
import type { Order } from '@/api/models';
import { canMove, nextStatuses, type OrderStatus } from '@/lib/order-status';

export type MoveOutcome =
  | { order: Order; result: 'moved' }
  | { order: Order; result: 'notAllowed' }
  | { order: Order; result: 'refused'; error: unknown };

/** Moves that end or refuse something: offered, never first, and asked for again before they are sent. */
export const STOPPING: ReadonlySet<OrderStatus> = new Set(['DENIED', 'CANCELED', 'CANCEL_DENIED', 'FAILED']);

/**
 * The statuses staff may move at least one of `orders` to, with how many each: forward moves first
 * (the one most of them can make first, RECEIVED → ACCEPTED before RECEIVED → DENIED), then those
 * that stop an order.
 */
export function bulkTargets(orders: Order[]): { status: OrderStatus; count: number }[] {
  const seen = [...new Set(orders.flatMap((order) => nextStatuses(order.status, 'staff')))];
  const counted = seen.map((status) => ({ status, count: orders.filter((order) => canMove(order.status, status, 'staff')).length }));
  const rank = (target: { status: OrderStatus; count: number }) => (STOPPING.has(target.status) ? 1 : 0);
  return counted.sort((a, b) => rank(a) - rank(b) || b.count - a.count);
}

type StatusCall = (id: number, body: { status: OrderStatus; status_comment: null }) => Promise<unknown>;

export async function moveOrders(orders: Order[], to: OrderStatus, call: StatusCall = updateOrderStatus): Promise<MoveOutcome[]> {
  const outcomes: MoveOutcome[] = [];
  for (const order of orders) {
    if (!canMove(order.status, to, 'staff')) {
      outcomes.push({ order, result: 'notAllowed' });
      continue;
    }
    try {
      await call(order.id, { status: to, status_comment: null });
      outcomes.push({ order, result: 'moved' });
    } catch (error) {
      outcomes.push({ order, result: 'refused', error });
    }
  }
  return outcomes;
}
