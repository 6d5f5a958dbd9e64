// Keeps the user's alerts (stores/alerts.ts) up to date: while someone is signed in and the alerts
// feature is on, the transport (alerts-transport.ts) reads the newest notifications and the unread
// count; signing out or switching the feature off stops it at once and empties the store. Alerts
// that arrive while the app is open go to the arrival listeners (the bell says and shows them).
// The user's own changes (read, all read, deleted) show at once and are sent; a read that left
// before such a change is dropped and asked again, so it never brings back what was just changed.
import type { AppNotification } from '@/api/models';
import { HttpError } from '@/api/errors';
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from '@/api/notifications';
import { FEATURES } from '@/lib/feature-tree';
import { NO_ALERTS, useAlerts, type AlertsState } from '@/stores/alerts';
import { isFeatureOn, useFeatureTree } from '@/stores/features';
import { useSession } from '@/stores/session';
import { pollingTransport, type AlertsTransport, type PollingOptions } from './alerts-transport';

/** How many of the newest the panel shows (a page size the API takes). */
export const PANEL_SIZE = 10;

/** Asking again will not help: the session is gone (401, 419), the tenant refused (403), the address unverified (409). */
const isFinal = (error: unknown) => error instanceof HttpError && [401, 403, 409, 419].includes(error.status);

type MakeTransport = (options: PollingOptions) => AlertsTransport;

let unsubscribe: (() => void) | undefined;
let makeTransport: MakeTransport = pollingTransport;
let transport: AlertsTransport | undefined;
/** Whose alerts run: the user's id, or undefined. */
let runningFor: number | undefined;
/** Ids seen since the start, and the newest stamp among them: what comes after is new. */
let seen = new Set<string>();
let newestSeen = '';
/** Counts the user's own changes; a read that started before the last one is stale. */
let changes = 0;
const arrivalListeners = new Set<(arrived: AppNotification[]) => void>();

async function read(signal: AbortSignal): Promise<void> {
  const started = changes;
  let page;
  try {
    page = await listNotifications({ per_page: PANEL_SIZE }, { signal, background: true });
  } catch (error) {
    if (!signal.aborted) useAlerts.setState({ error });
    throw error;
  }
  if (signal.aborted) return;
  if (started !== changes) {
    transport?.refresh(true); // follows this read at once
    return;
  }
  const { loaded } = useAlerts.getState();
  const arrived = loaded ? page.data.filter((alert) => alert.read_at === null && !seen.has(alert.id) && alert.created_at >= newestSeen) : [];
  for (const alert of page.data) {
    seen.add(alert.id);
    if (alert.created_at > newestSeen) newestSeen = alert.created_at;
  }
  useAlerts.setState({ unread: page.meta.unread_count, latest: page.data, error: undefined, loaded: true });
  if (arrived.length > 0) for (const listener of arrivalListeners) listener(arrived);
}

function follow(): void {
  const user = useSession.getState().user;
  const wanted = user && isFeatureOn(FEATURES.alerts) ? user.id : undefined;
  if (wanted === runningFor) return;
  transport?.stop();
  transport = undefined;
  runningFor = wanted;
  seen = new Set();
  newestSeen = '';
  useAlerts.setState(NO_ALERTS);
  if (wanted === undefined) return;
  transport = makeTransport({ read, isFinal });
  transport.start();
}

/** Starts following the session and the feature tree (once; later calls do nothing). */
export function startAlerts(transportFactory: MakeTransport = pollingTransport): void {
  if (unsubscribe) return;
  makeTransport = transportFactory;
  const stops = [useSession.subscribe(follow), useFeatureTree.subscribe(follow)];
  unsubscribe = () => stops.forEach((stop) => stop());
  follow();
}

/** Stops everything and forgets the user's alerts (tests start the app again and again). */
export function stopAlerts(): void {
  unsubscribe?.();
  unsubscribe = undefined;
  transport?.stop();
  transport = undefined;
  runningFor = undefined;
  arrivalListeners.clear();
  useAlerts.setState(NO_ALERTS);
}

/** Calls `listener` with the alerts that arrive while the app is open; returns its removal. */
export function onAlertsArrival(listener: (arrived: AppNotification[]) => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/** Reads again now (the panel opened, or the user asked to try again). */
export function refreshAlerts(now = false): void {
  transport?.refresh(now);
}

/** Applies the user's change to the store at once, sends it, and puts the store back if it fails. */
async function change(apply: (state: AlertsState) => Partial<AlertsState>, send: () => Promise<unknown>): Promise<void> {
  changes += 1;
  const before = useAlerts.getState();
  useAlerts.setState(apply(before));
  try {
    await send();
  } catch (error) {
    changes += 1;
    useAlerts.setState({ unread: before.unread, latest: before.latest });
    throw error;
  } finally {
    transport?.refresh();
  }
}

const unreadBy = (state: AlertsState, count: number) => (state.unread === undefined ? undefined : Math.max(0, state.unread - count));

/** Marks one read (nothing is sent for one already read). */
export function markAlertRead(alert: AppNotification): Promise<void> {
  if (alert.read_at !== null) return Promise.resolve();
  const now = new Date().toISOString();
  return change(
    (state) => ({
      latest: state.latest.map((row) => (row.id === alert.id ? { ...row, read_at: now } : row)),
      unread: unreadBy(state, 1),
    }),
    () => markNotificationRead(alert.id),
  );
}

export function markAllAlertsRead(): Promise<void> {
  const now = new Date().toISOString();
  return change(
    (state) => ({ latest: state.latest.map((row) => (row.read_at === null ? { ...row, read_at: now } : row)), unread: 0 }),
    () => markAllNotificationsRead(),
  );
}

export function deleteAlert(alert: AppNotification): Promise<void> {
  return change(
    (state) => ({ latest: state.latest.filter((row) => row.id !== alert.id), unread: unreadBy(state, alert.read_at === null ? 1 : 0) }),
    () => deleteNotification(alert.id),
  );
}
