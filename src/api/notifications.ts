// Notifications (the alerts feature): the signed-in user's own, newest first, with the unread count.
import { apiCall, type SearchParams } from './http';
import type { QueryOf, ResultOf } from './operation-types';

export type NotificationsPage = ResultOf<'listNotifications'>;

/**
 * A page of the user's notifications. `background`: asked by the app on its own (the bell's
 * polling), so a lost session or an unverified address does not send the user anywhere; the
 * failure is the caller's to handle.
 */
export const listNotifications = (params: QueryOf<'listNotifications'>, { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {}) =>
  apiCall<NotificationsPage>('GET', 'notifications', {
    searchParams: params as SearchParams,
    signal,
    skipAuthRedirect: background,
    skipVerifyRedirect: background,
  });

export const markNotificationRead = async (id: string) =>
  (await apiCall<ResultOf<'markNotificationRead'>>('POST', `notifications/${encodeURIComponent(id)}/read`)).data;

export const markAllNotificationsRead = () => apiCall<void>('POST', 'notifications/read-all');

export const deleteNotification = (id: string) => apiCall<void>('DELETE', `notifications/${encodeURIComponent(id)}`);
