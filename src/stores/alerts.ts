// The signed-in user's alerts as the app knows them (the alerts feature): the unread count — the
// bell shows it, and anything else that wants it (an app badge) reads it here — and the newest
// notifications, for the bell's panel. The alerts feature's runner writes it; it is empty while
// nobody is signed in or the feature is off.
import { create } from 'zustand';
import type { AppNotification } from '@/api/models';

export interface AlertsState {
  /** Unread notifications in the current tenant; undefined until known (and while signed out or off). */
  unread: number | undefined;
  /** The newest notifications, newest first (the panel's list). */
  latest: AppNotification[];
  /** Why the last read of them failed, until one succeeds. */
  error: unknown;
  /** True once a read has answered since the user's alerts started. */
  loaded: boolean;
}

export const NO_ALERTS: AlertsState = { unread: undefined, latest: [], error: undefined, loaded: false };

export const useAlerts = create<AlertsState>(() => NO_ALERTS);

/** The unread count now (undefined: not known). */
export function unreadAlerts(): number | undefined {
  return useAlerts.getState().unread;
}
