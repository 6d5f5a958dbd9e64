// The days of the week the signed-in person has already ordered for: their own orders (user_id)
// whose requested date is in the week, in a status that still stands (not denied, canceled or
// failed). Best effort: while unknown or when the list cannot be read, no day is marked.
import { useEffect, useState } from 'react';
import type { Order } from '@/api/models';
import { listOrders } from '@/api/orders';

/** Every status but DENIED, CANCELED and FAILED (the contract's OrderStatus list). */
export const STANDING_STATUSES: Order['status'][] = [
  'PLACED', 'RECEIVED', 'ACCEPTED', 'TRANSPORT_READY', 'TRANSPORTING', 'COMPLETED', 'CANCEL_REQUESTED', 'CANCEL_DENIED', 'MODIFICATION_REQUESTED',
];

/** Orders by requested date. */
export type OrderedDays = ReadonlyMap<string, Order[]>;

const NONE: OrderedDays = new Map();

export function useOrderedDays(userId: number | undefined, from: string, till: string): OrderedDays {
  const key = `${userId ?? ''}|${from}|${till}`;
  const [loaded, setLoaded] = useState<{ key: string; days: OrderedDays }>();
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    // A person orders a handful of times a week: one page of 100 holds them.
    listOrders({ user_id: userId, from, till, 'status[]': STANDING_STATUSES, per_page: 100, order_by: 'requested_date', order_dir: 'asc' }, controller.signal)
      .then(({ data }) => {
        const days = new Map<string, Order[]>();
        for (const order of data) days.set(order.requested_date, [...(days.get(order.requested_date) ?? []), order]);
        setLoaded({ key, days });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, userId, from, till]);
  return loaded?.key === key ? loaded.days : NONE;
}
