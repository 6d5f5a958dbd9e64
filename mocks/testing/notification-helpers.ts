// Reading the notifications the mock stores and sends, for mocks/notifications*.test.ts.
import { expect } from 'vitest';
import type { AppNotification, OrderItem } from '@/api/models';
import { db } from '../db/database';
import { call } from './backend-client';
import { list } from './catalogue-helpers';

export type NotificationsPage = Awaited<ReturnType<typeof list<AppNotification>>> & { meta: { unread_count: number } };

export const inbox = async (query = '') => (await list<AppNotification>(`api/v1/notifications?per_page=100${query}`)) as NotificationsPage;
export const USERS = { sam: 1, ada: 2, uma: 3, gus: 4, nina: 5, theo: 6 } as const;

/** Every notification stored since `count` rows, as [recipient, type]. */
export const sentSince = (count: number) => db().notifications.slice(count).map((row) => [row.notifiable_id, row.type] as const);
export const stored = () => db().notifications.length;

export const itemsOf = async (orderId: number) => (await list<OrderItem>(`api/v1/order-items?order_id=${orderId}&order_by=id&order_dir=asc`)).data;

export async function move(path: string, status: string, status_comment: string | null = null) {
  const response = await call('PUT', path, { body: { status, status_comment } });
  expect(response.status).toBe(200);
  return response;
}
