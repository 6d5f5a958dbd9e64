// Notifications (the alerts feature): each user reads, marks and deletes only their own, in the call's
// tenant, and hears only of what they may see. Who hears of each event: notifications-delivery.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppNotification } from '@/api/models';
import { db } from './db/database';
import { body, call, login } from './testing/backend-client';
import { grant, list, pinClockAndReseed } from './testing/catalogue-helpers';
import { inbox, sentSince, stored, USERS, type NotificationsPage } from './testing/notification-helpers';
import { place, TODAY } from './testing/order-helpers';

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

describe('notifications: the user’s own list', () => {
  it('answers 401 to a guest', async () => {
    expect((await call('GET', 'api/v1/notifications')).status).toBe(401);
  });

  it('lists newest first with the unread count in meta, filters the unread ones and pages like every list', async () => {
    await login('user@example.com');
    const all = await inbox();
    expect(all.meta).toMatchObject({ total: 5, unread_count: 3, current_page: 1 });
    const stamps = all.data.map((row) => row.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(all.data.map((row) => [row.type, row.read_at === null])).toEqual([
      ['order-status-changed', true], ['order-status-changed', true], ['menus-published', false], ['bill-notified', true], ['order-request-answered', false],
    ]);
    expect(all.data.slice(0, 2).map((row) => row.type === 'order-status-changed' && [row.data.status, row.data.tenant_id, row.data.link.kind]))
      .toEqual(expect.arrayContaining([['TRANSPORTING', 1, 'order'], ['ACCEPTED', 1, 'order']]));
    expect(Object.keys(all.data[0]!).sort()).toEqual(['created_at', 'data', 'id', 'read_at', 'type']);

    const unread = await inbox('&unread=1');
    expect(unread.meta).toMatchObject({ total: 3, unread_count: 3 });
    expect(unread.data.every((row) => row.read_at === null)).toBe(true);
    const second = (await list<AppNotification>('api/v1/notifications?per_page=10&page=1')) as NotificationsPage;
    expect(second.meta).toMatchObject({ per_page: 10, last_page: 1, from: 1, to: 5 });
    expect((await call('GET', 'api/v1/notifications?per_page=7')).status).toBe(422);
  });

  it('marks one read (twice changes nothing), marks all read, deletes one; another’s answers 404', async () => {
    await login('admin@example.com');
    const adas = await inbox();
    expect(adas.meta.unread_count).toBe(2);
    await login('user@example.com');
    const [first, second] = (await inbox()).data;

    const read = await call('POST', `api/v1/notifications/${first!.id}/read`);
    expect(read.status).toBe(200);
    const readAt = (await body<{ data: AppNotification }>(read)).data.read_at;
    expect(readAt).not.toBeNull();
    const again = (await body<{ data: AppNotification }>(await call('POST', `api/v1/notifications/${first!.id}/read`))).data;
    expect(again.read_at).toBe(readAt);
    expect((await inbox()).meta.unread_count).toBe(2);

    expect((await call('POST', `api/v1/notifications/${adas.data[0]!.id}/read`)).status).toBe(404);
    expect((await call('DELETE', `api/v1/notifications/${adas.data[0]!.id}`)).status).toBe(404);
    expect((await call('POST', 'api/v1/notifications/00000000-0000-4000-8000-999999999999/read')).status).toBe(404);

    expect((await call('DELETE', `api/v1/notifications/${second!.id}`)).status).toBe(204);
    expect((await call('DELETE', `api/v1/notifications/${second!.id}`)).status).toBe(404);
    expect((await call('POST', 'api/v1/notifications/read-all')).status).toBe(204);
    expect((await inbox()).meta).toMatchObject({ total: 4, unread_count: 0 });
    // Ada's are untouched.
    await login('admin@example.com');
    expect((await inbox()).meta.unread_count).toBe(2);
  });

  it('keeps tenants apart: a super admin reads one tenant’s with tenant_id, a user never another tenant’s', async () => {
    await login('user2@example.com');
    const gus = await inbox();
    expect(gus.data.map((row) => [row.type, row.data.tenant_id])).toEqual([['order-status-changed', 2]]);
    expect((await call('GET', 'api/v1/notifications?tenant_id=1')).status).toBe(403);

    await login('superadmin@example.com');
    db().notifications.push({ ...db().notifications.find((row) => row.notifiable_id === USERS.gus)!, id: '00000000-0000-4000-8000-000000000999', notifiable_id: USERS.sam });
    expect((await inbox()).data.map((row) => row.data.tenant_id).sort()).toEqual([1, 1, 2]);
    expect((await inbox('&tenant_id=2')).data.map((row) => row.data.tenant_id)).toEqual([2]);
    expect((await inbox('&tenant_id=1')).meta).toMatchObject({ total: 2, unread_count: 2 });
    // Marking all read in Globex leaves Acme's unread.
    expect((await call('POST', 'api/v1/notifications/read-all?tenant_id=2')).status).toBe(204);
    expect((await inbox()).meta.unread_count).toBe(2);
  });
});

describe('notifications follow what people may see', () => {
  it('staff who move orders but cannot see others’ hear nothing; given orders.view they do; the unverified and other tenants never', async () => {
    grant('twofactor@example.com', 'orders.update');
    await login('user@example.com');
    let before = stored();
    const [order] = await place();
    expect(new Set(sentSince(before).map(([user]) => user))).toEqual(new Set([USERS.sam, USERS.ada]));

    grant('twofactor@example.com', 'orders.view');
    grant('user2@example.com', 'orders.view');
    grant('user2@example.com', 'orders.update');
    before = stored();
    await place();
    // Theo now sees and moves Acme's orders; Gus does too, but in Globex only; Nina orders only.
    expect(new Set(sentSince(before).map(([user]) => user))).toEqual(new Set([USERS.sam, USERS.ada, USERS.theo]));
    // Everyone told may open what it links to.
    for (const email of ['admin@example.com', 'superadmin@example.com']) {
      await login(email);
      expect((await call('GET', `api/v1/orders/${order!.id}`)).status).toBe(200);
    }
  });
});
