// Notifications (the alerts feature): the signed-in user's own, newest first, with the unread count.
import { call, type AnswerOf, type QueryFor } from './client';

export type NotificationsPage = AnswerOf<'/api/v1/notifications', 'GET'>;

/**
 * A page of the user's notifications. `background`: asked by the app on its own (the bell's
 * polling), so a lost session or an unverified address does not send the user anywhere; the
 * failure is the caller's to handle.
 */
export const listNotifications = (query: QueryFor<'/api/v1/notifications'>, { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {}) =>
  call('GET', '/api/v1/notifications', { query, signal, skipAuthRedirect: background, skipVerifyRedirect: background });

export const markNotificationRead = async (id: string) => (await call('POST', '/api/v1/notifications/{id}/read', { path: { id } })).data;

export const markAllNotificationsRead = () => call('POST', '/api/v1/notifications/read-all');

export const deleteNotification = (id: string) => call('DELETE', '/api/v1/notifications/{id}', { path: { id } });
