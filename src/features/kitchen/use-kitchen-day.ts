// The board's data for a day, read again every 30 s while the tab is visible (and at once when it
// comes back after that long hidden, or when an alert says an order was placed or a change or
// cancellation of one was requested: the alerts feature's store). A refresh replaces the data in place — no loading state —
// so the page keeps its selection and scroll; a failed refresh keeps the last data and says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationType, Order } from '@/api/models';
import { useAlerts } from '@/stores/alerts';
import { loadKitchenDay } from './kitchen-data';

export const REFRESH_MS = 30_000;
/** The alerts that change what the board shows. */
const BOARD_ALERTS: ReadonlySet<NotificationType> = new Set(['order-placed', 'order-request-received']);

export interface KitchenDay {
  orders?: Order[];
  /** When the shown data was read. */
  refreshedAt?: Date;
  /** The first load's failure (nothing to show), or the last refresh's (the old data stays). */
  error?: unknown;
  refreshing: boolean;
  refresh: () => Promise<void>;
}

export function useKitchenDay(date: string, load: typeof loadKitchenDay = loadKitchenDay): KitchenDay {
  const [state, setState] = useState<{ date: string; orders?: Order[]; refreshedAt?: Date; error?: unknown }>({ date });
  const [refreshing, setRefreshing] = useState(false);
  const current = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRefreshing(true);
    try {
      const orders = await load(date, controller.signal);
      if (!controller.signal.aborted) setState({ date, orders, refreshedAt: new Date() });
    } catch (error) {
      if (!controller.signal.aborted) setState((last) => ({ ...(last.date === date ? last : { date }), error }));
    } finally {
      if (current.current === controller) setRefreshing(false);
    }
  }, [date, load]);

  // Another day: its own data from the start; leaving aborts what is under way.
  useEffect(() => {
    setState({ date });
    void refresh();
    return () => current.current?.abort();
  }, [date, refresh]);

  const refreshedAt = state.date === date ? state.refreshedAt : undefined;
  useEffect(() => {
    const due = () => document.visibilityState === 'visible' && (!refreshedAt || Date.now() - refreshedAt.getTime() >= REFRESH_MS - 1_000);
    const timer = window.setInterval(() => due() && void refresh(), REFRESH_MS);
    const onVisible = () => due() && void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, refreshedAt]);

  // A new alert of that kind (not the first read of them, which only tells what was there before).
  useEffect(
    () =>
      useAlerts.subscribe((alerts, before) => {
        if (!before.loaded || alerts.latest === before.latest) return;
        const known = new Set(before.latest.map((alert) => alert.id));
        if (alerts.latest.some((alert) => !known.has(alert.id) && BOARD_ALERTS.has(alert.type))) void refresh();
      }),
    [refresh],
  );

  const own = state.date === date ? state : { date };
  return { orders: own.orders, refreshedAt: own.refreshedAt, error: own.error, refreshing, refresh };
}
