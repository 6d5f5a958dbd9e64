// The one status transition table for orders and order items (spec §4; api-contract.md asks
// to decide it once). The UI offers only these moves and the mock backend enforces them.

export const ORDER_STATUSES = [
  'PLACED',
  'RECEIVED',
  'DENIED',
  'ACCEPTED',
  'TRANSPORT_READY',
  'TRANSPORTING',
  'COMPLETED',
  'FAILED',
  'CANCEL_REQUESTED',
  'CANCELED',
  'CANCEL_DENIED',
  'MODIFICATION_REQUESTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who makes a move: the person who ordered (on their own orders), or staff of the restaurant/tenant. */
export type Actor = 'customer' | 'staff';

interface Move {
  to: OrderStatus;
  by: Actor;
}

const moves: Record<OrderStatus, Move[]> = {
  // Before the restaurant has looked at it, the customer may still cancel outright.
  PLACED: [
    { to: 'RECEIVED', by: 'staff' },
    { to: 'DENIED', by: 'staff' },
    { to: 'CANCELED', by: 'customer' },
    { to: 'MODIFICATION_REQUESTED', by: 'customer' },
  ],
  RECEIVED: [
    { to: 'ACCEPTED', by: 'staff' },
    { to: 'DENIED', by: 'staff' },
    { to: 'CANCEL_REQUESTED', by: 'customer' },
    { to: 'MODIFICATION_REQUESTED', by: 'customer' },
  ],
  ACCEPTED: [
    { to: 'TRANSPORT_READY', by: 'staff' },
    { to: 'CANCEL_REQUESTED', by: 'customer' },
  ],
  TRANSPORT_READY: [{ to: 'TRANSPORTING', by: 'staff' }],
  TRANSPORTING: [
    { to: 'COMPLETED', by: 'staff' },
    { to: 'FAILED', by: 'staff' },
  ],
  CANCEL_REQUESTED: [
    { to: 'CANCELED', by: 'staff' },
    { to: 'CANCEL_DENIED', by: 'staff' },
  ],
  // A refused cancellation goes on where the order stood: accepted, then on its way.
  CANCEL_DENIED: [
    { to: 'ACCEPTED', by: 'staff' },
    { to: 'TRANSPORT_READY', by: 'staff' },
  ],
  // Staff take the change (the order is received again) or refuse the whole order.
  MODIFICATION_REQUESTED: [
    { to: 'RECEIVED', by: 'staff' },
    { to: 'DENIED', by: 'staff' },
  ],
  DENIED: [],
  COMPLETED: [],
  FAILED: [],
  CANCELED: [],
};

export function isFinalStatus(status: OrderStatus): boolean {
  return moves[status].length === 0;
}

/** The statuses `actor` may move an order or item to from `from`. */
export function nextStatuses(from: OrderStatus, actor: Actor): OrderStatus[] {
  return moves[from].filter((move) => move.by === actor).map((move) => move.to);
}

export function canMove(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return nextStatuses(from, actor).includes(to);
}

/** A customer's "cancel": immediate while PLACED, otherwise a request (when still allowed). */
export function customerCancelStatus(from: OrderStatus): OrderStatus | undefined {
  return nextStatuses(from, 'customer').find((to) => to === 'CANCELED' || to === 'CANCEL_REQUESTED');
}

/** A customer may change an item (quantity, payer) only while the restaurant can still take it. */
export function canCustomerModify(from: OrderStatus): boolean {
  return canMove(from, 'MODIFICATION_REQUESTED', 'customer');
}
