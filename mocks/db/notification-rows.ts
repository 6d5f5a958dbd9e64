// Rows of Laravel's `notifications` table, as the `database` channel writes them (notify.ts sends
// them; the seed writes a few).
import type { AppNotification, Id } from '@/api/models';
import { randomUuid } from '../random';
import type { NotificationRecord } from './records';

export type NotificationType = AppNotification['type'];
export type NotificationData<T extends NotificationType> = Extract<AppNotification, { type: T }>['data'];

/** An unread notification of `type` for the user, stamped `at`; `id` a new UUID unless given. */
export function notificationRow<T extends NotificationType>(
  userId: Id, type: T, data: NotificationData<T>, at: string, id: string = randomUuid(),
): NotificationRecord {
  return {
    id, type, data, read_at: null, created_at: at, updated_at: at, notifiable_type: 'App\\Models\\User', notifiable_id: userId,
  } as NotificationRecord;
}
