// The alerts' runner: a transport runs only while someone is signed in with the alerts feature on;
// signing out, another person signing in or the feature switched off stops it at once and empties
// the store. Its reads fill the store (unread count from meta), tell what arrived since (never
// what was there at start), and a read that left before the user's own change is dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/auth';
import type { User } from '@/api/models';
import { resetHttp } from '@/api/http';
import { fetchFeatureTree } from '@/api/settings';
import { FEATURES } from '@/lib/feature-tree';
import { useAlerts } from '@/stores/alerts';
import { setFeatureTree, useFeatureTree } from '@/stores/features';
import { setSessionUser } from '@/stores/session';
import { db } from '../../../mocks/db/database';
import { notificationRow } from '../../../mocks/db/notification-rows';
import type { PollingOptions } from './alerts-transport';
import { markAllAlertsRead, onAlertsArrival, startAlerts, stopAlerts } from './alerts-runner';

const uma = { id: 3, email: 'user@example.com', first_name: 'Uma', last_name: 'User', tenants: [{ id: 1, name: 'Acme' }], roles: [] } as unknown as User;
const ada = { ...uma, id: 2, email: 'admin@example.com' } as User;

/** A transport the test drives: it records its starts and stops and hands the runner's read over. */
function fakeTransports() {
  const made: { options: PollingOptions; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; refresh: ReturnType<typeof vi.fn> }[] = [];
  const factory = (options: PollingOptions) => {
    const transport = { options, start: vi.fn(), stop: vi.fn(), refresh: vi.fn() };
    made.push(transport);
    return transport;
  };
  return { made, factory, read: () => made.at(-1)!.options.read(new AbortController().signal) };
}

const featureOff = () =>
  setFeatureTree(useFeatureTree.getState().tree.map((node) => (node.name === FEATURES.alerts ? { ...node, enabled: false } : node)));

beforeEach(async () => {
  resetHttp();
  setFeatureTree(await fetchFeatureTree());
});
afterEach(() => {
  stopAlerts();
  setSessionUser(undefined);
});

describe('the alerts runner', () => {
  it('runs a transport only for a signed-in user with alerts on; sign-out stops it at once and empties the store', async () => {
    const { made, factory, read } = fakeTransports();
    startAlerts(factory);
    expect(made).toHaveLength(0); // nobody signed in
    await login({ email: 'user@example.com', password: 'password' });
    setSessionUser(uma);
    expect(made).toHaveLength(1);
    expect(made[0]!.start).toHaveBeenCalledTimes(1);
    await read();
    expect(useAlerts.getState()).toMatchObject({ unread: 3, loaded: true });
    expect(useAlerts.getState().latest).toHaveLength(5);

    setSessionUser(null);
    expect(made[0]!.stop).toHaveBeenCalledTimes(1);
    expect(useAlerts.getState()).toMatchObject({ unread: undefined, latest: [], loaded: false });
    // Someone else signs in: a new transport of their own.
    setSessionUser(ada);
    expect(made).toHaveLength(2);
    expect(made[1]!.start).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the alerts feature is switched off, and starts again when it is on', async () => {
    const { made, factory } = fakeTransports();
    setSessionUser(uma);
    startAlerts(factory);
    expect(made).toHaveLength(1);
    const tree = useFeatureTree.getState().tree;
    featureOff();
    expect(made[0]!.stop).toHaveBeenCalledTimes(1);
    setFeatureTree(tree);
    expect(made).toHaveLength(2);
  });

  it('tells what arrived after the first read, once; never what was there at start', async () => {
    const { factory, read } = fakeTransports();
    await login({ email: 'user@example.com', password: 'password' });
    setSessionUser(uma);
    startAlerts(factory);
    const arrivals: string[][] = [];
    onAlertsArrival((arrived) => arrivals.push(arrived.map((alert) => alert.type)));
    await read();
    expect(arrivals).toEqual([]);
    const stamp = new Date().toISOString().replace('Z', '000Z');
    db().notifications.push(notificationRow(3, 'order-status-changed', {
      tenant_id: 1, link: { kind: 'order', id: 1 }, order_id: 1, order_number: 'A-2026-000001', item_id: null, item_name: null, status: 'ACCEPTED', comment: null,
    }, stamp));
    await read();
    expect(arrivals).toEqual([['order-status-changed']]);
    expect(useAlerts.getState().unread).toBe(4);
    await read();
    expect(arrivals).toHaveLength(1);
  });

  it('drops a read that left before the user’s own change, and asks again', async () => {
    const { made, factory, read } = fakeTransports();
    await login({ email: 'user@example.com', password: 'password' });
    setSessionUser(uma);
    startAlerts(factory);
    await read();
    const stale = read(); // leaves before "Mark all as read"
    await markAllAlertsRead();
    await stale;
    expect(useAlerts.getState().unread).toBe(0);
    expect(made[0]!.refresh).toHaveBeenCalledWith(true);
  });
});
