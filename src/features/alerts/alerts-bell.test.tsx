// The bell in the header (issue 31): its count in its name, in English and French; the panel of the
// newest alerts worded in the reader's language, each leading to what it is about and marked read
// on the way; "Mark all as read"; a failed read with Try again, a failed "Mark all" that keeps the
// alerts as they were; a new alert said politely and shown briefly without taking the focus; and
// nothing of it for a visitor or with the feature off (no bell, no reads).
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/feature-tree';
import { setFeatureTree, useFeatureTree } from '@/stores/features';
import { db } from '../../../mocks/db/database';
import { notificationRow } from '../../../mocks/db/notification-rows';
import { server } from '../../../mocks/node';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { stopAlerts } from './alerts-runner';

const SLOW = 60_000;
const announcer = () => document.getElementById('announcer')!;

/** The page is hidden, then shown again (another tab, then back): the transport reads at once. */
function comeBack() {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  act(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Counts the reads of the notifications list. */
function countReads() {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/api/v1/notifications')) reads.push(request.url);
  });
  return reads;
}

/** Uma's newest unread alert about her order accepted (as staff's move would write it). */
function staffAcceptsUmasOrder(): number {
  const order = db().orders.find((row) => row.user_id === 3 && row.status === 'PLACED')!;
  db().notifications.push(notificationRow(3, 'order-status-changed', {
    tenant_id: 1, link: { kind: 'order', id: order.id }, order_id: order.id, order_number: order.order_number, item_id: null, item_name: null,
    status: 'ACCEPTED', comment: null,
  }, new Date().toISOString().replace('Z', '000Z')));
  return order.id;
}

afterEach(() => {
  stopAlerts();
  server.events.removeAllListeners();
});

describe('the bell', () => {
  it.each([
    ['en', '', 'Notifications, 3 unread'],
    ['fr', '/fr', 'Notifications, 3 non lues'],
  ] as const)('says how many alerts are unread in its name and its badge, in the admin and the public header (%s)', async (locale, prefix, name) => {
    const { router } = await renderApp(`${prefix}/admin/dashboard`, { as: 'user@example.com', locale });
    const bell = await screen.findByRole('button', { name });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell.closest('.ant-layout-header')).not.toBeNull();
    await act(() => router.navigate({ href: `${prefix}/` }));
    await waitFor(() => expect(screen.getByRole('button', { name }).closest('.l-top-bar')).not.toBeNull());
  }, SLOW);

  it('opens the newest alerts in the reader’s language with when they came; one leads to its order and is read on the way', async () => {
    const { user, router } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread: Status of order A-\d{4}-\d{6}: (Accepted|On its way)$/),
      expect.stringMatching(/^Unread: Status of order A-\d{4}-\d{6}: (Accepted|On its way)$/),
      expect.stringMatching(/ has published its menus for /),
      expect.stringMatching(/^Unread: Your bill for .+ has been sent: €\d+\.\d\d\.$/),
      expect.stringMatching(/^Your change to order A-\d{4}-\d{6} was accepted\.$/),
      'See all notifications',
    ]);
    expect(within(panel).getByText('“Leaving the kitchen now.”')).toBeInTheDocument();
    expect(within(panel).getAllByText(/ago$|^yesterday$/).length).toBeGreaterThan(0);

    const onItsWay = within(panel).getByRole('link', { name: /On its way/ });
    const orderId = db().notifications.find((row) => row.notifiable_id === 3 && row.type === 'order-status-changed' && row.data.status === 'TRANSPORTING')!.data.link.id;
    await user.click(onItsWay);
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/orders/${orderId}`));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(db().notifications.filter((row) => row.notifiable_id === 3 && row.read_at === null)).toHaveLength(2));
  }, SLOW);

  it('marks all as read', async () => {
    const { user } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).not.toHaveTextContent(/\d/);
    expect(within(panel).queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() => expect(db().notifications.filter((row) => row.notifiable_id === 3 && row.read_at === null)).toHaveLength(0));
  }, SLOW);

  it('says when “Mark all as read” failed, and the alerts stay unread', async () => {
    server.use(http.post('*/api/v1/notifications/read-all', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^The notifications could not be marked as read\. Something went wrong on the server/);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(within(panel).getAllByText(/^Unread:/)).toHaveLength(3);
  }, SLOW);

  it('says when the alerts could not be read (offline), and Try again reads them', async () => {
    let fail = true;
    server.use(http.get('*/api/v1/notifications', () => (fail ? HttpResponse.error() : undefined)));
    const { user } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    const bell = await screen.findByRole('button', { name: 'Notifications' }); // the count is not known
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded. Failed to connect to the API server');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(5));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  }, SLOW);

  it('says a new alert politely and shows it briefly, without taking the focus; it leads to its order', async () => {
    const { user, router } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const heading = await screen.findByRole('heading', { level: 1 });
    heading.focus();
    const orderId = staffAcceptsUmasOrder();
    comeBack();
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    await waitFor(() => expect(announcer()).toHaveTextContent(/^New notification: Status of order A-\d{4}-\d{6}: Accepted$/));
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(document.activeElement).toBe(heading);
    const note = within(bell.closest('.alerts') as HTMLElement).getByRole('link', { name: /Accepted$/ });
    await user.click(note);
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/orders/${orderId}`));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  }, SLOW);

  it('is not there for a visitor, who reads nothing', async () => {
    const reads = countReads();
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  }, SLOW);

  it('goes, with its reads, as soon as the feature is switched off', async () => {
    const reads = countReads();
    await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const before = reads.length;
    act(() => setFeatureTree(useFeatureTree.getState().tree.map((node) => (node.name === FEATURES.alerts ? { ...node, enabled: false } : node))));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    comeBack();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(before);
  }, SLOW);
});
