// Notifications (contract tag Notifications): the signed-in user's own rows of the `notifications`
// table, as a Laravel controller over `$request->user()->notifications()` answers them — newest
// first, in the call's tenant (data.tenant_id), with the unread count beside the page.
import type { HttpHandler } from 'msw';
import type { AppNotification } from '@/api/models';
import { now, timestamp } from '../clock';
import { paginate, parseListQuery } from '../crud/list-query';
import { RECORD_NOT_FOUND } from '../crud/resource-handlers';
import { tenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import type { NotificationRecord } from '../db/records';
import { json, noContent, notFound } from '../responses';
import { route, type RouteContext } from '../route';
import { parseBoolean } from '../validation-rules';

/** The API shape: the row without notifiable_* and updated_at. */
export function serializeNotification(row: NotificationRecord): AppNotification {
  const { id, type, data, read_at, created_at } = row;
  return { id, type, data, read_at, created_at } as AppNotification;
}

/** The caller's notifications in the call's tenant (every tenant for a super admin reading without one), newest first. */
function ownRows({ user, url }: RouteContext<'verified'>): NotificationRecord[] {
  const { visibleIn } = tenantScope(user, url, false);
  const rows = db().notifications.filter((row) =>
    row.notifiable_id === user.id && (visibleIn === undefined || row.data.tenant_id === null || row.data.tenant_id === visibleIn));
  // Later rows first among equal stamps: the table only grows, so its order is the order they came in.
  return rows.reverse().sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** One of the caller's notifications (any tenant: it is theirs), else 404. */
function ownRow({ user, params }: RouteContext<'verified'>): NotificationRecord {
  const row = db().notifications.find((candidate) => candidate.id === params.id && candidate.notifiable_id === user.id);
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return row;
}

function markRead(row: NotificationRecord, at: string): void {
  if (row.read_at !== null) return;
  row.read_at = at;
  row.updated_at = at;
}

export function notificationHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/notifications', 'verified', (context) => {
      const { url, locale } = context;
      const query = parseListQuery(url, ['id'], locale);
      const rows = ownRows(context);
      const shown = parseBoolean(url.searchParams.get('unread') ?? undefined) === true ? rows.filter((row) => row.read_at === null) : rows;
      const page = paginate(shown, query.page, query.perPage, url.origin + url.pathname, serializeNotification);
      return json({ ...page, meta: { ...page.meta, unread_count: rows.filter((row) => row.read_at === null).length } });
    }),
    // Before the {id} routes (Laravel matches routes in order).
    route('post', '/api/v1/notifications/read-all', 'verified', (context) => {
      const at = timestamp(now());
      for (const row of ownRows(context)) markRead(row, at);
      return noContent();
    }),
    route('post', '/api/v1/notifications/{id}/read', 'verified', (context) => {
      const row = ownRow(context);
      markRead(row, timestamp(now()));
      return json({ data: serializeNotification(row) });
    }),
    route('delete', '/api/v1/notifications/{id}', 'verified', (context) => {
      const row = ownRow(context);
      const table = db().notifications;
      table.splice(table.indexOf(row), 1);
      return noContent();
    }),
  ];
}
