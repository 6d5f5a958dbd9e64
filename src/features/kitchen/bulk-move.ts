// Moves in bulk: each selected order goes to `to` with the existing status call, one after the
// other, and each gets its own outcome. An order whose move the transition table does not give
// staff is not sent at all; a refusal of the server is kept with its error, and the others go on.
import { updateOrderStatus } from '@/api/orders';
import type { Order } from '@/api/models';
import { canMove, ORDER_STATUSES, type OrderStatus } from '@/lib/order-status';

export type MoveOutcome =
  | { order: Order; result: 'moved' }
  | { order: Order; result: 'notAllowed' }
  | { order: Order; result: 'refused'; error: unknown };

/** The statuses staff may move at least one of `orders` to, in the table's order, with how many each. */
export function bulkTargets(orders: Order[]): { status: OrderStatus; count: number }[] {
  return ORDER_STATUSES.map((status) => ({ status, count: orders.filter((order) => canMove(order.status, status, 'staff')).length })).filter(
    ({ count }) => count > 0,
  );
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
