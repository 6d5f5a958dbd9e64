// The notifications page (/admin/notifications): reached from the personal menu of a person who only
// orders; paged, filtered to the unread ones; one marked read or deleted, all marked read, with the
// bell's count following; a failed delete brings the alert back and says why; gone with the feature.
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

afterEach(() => stopAlerts());

/** Twelve older alerts of Uma's bill (read), so her history has two pages. */
function olderAlerts() {
  const bill = db().bills.find((row) => row.type === 'USER' && row.billable_id === 3)!;
  for (let day = 1; day <= 12; day += 1) {
    const row = notificationRow(3, 'bill-notified', {
      tenant_id: 1, link: { kind: 'bill', id: bill.id }, bill_id: bill.id, bill_type: 'USER', billable_name: 'Uma User',
      from_date: bill.from_date, till_date: bill.till_date, amount: 1000 + day,
    }, `2020-01-${String(day).padStart(2, '0')}T08:00:00.000000Z`);
    row.read_at = row.created_at;
    db().notifications.unshift(row);
  }
}

const rowsOf = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('the notifications page', () => {
  it('is in the menu of a person who only orders, and lists their alerts a page at a time', async () => {
    olderAlerts();
    const { user, router } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Open the menu' })); // jsdom is a narrow screen: the menu is a drawer
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Order lunch', 'Dashboard', 'My orders', 'My month', 'My bills', 'Notifications', 'Profile', 'Change log']);
    await user.click(within(menu).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(rowsOf()[0]).toHaveTextContent(/Unread: Status of order/);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(currentHref(router)).toBe('/admin/notifications?page=2'));
    await waitFor(() => expect(rowsOf()).toHaveLength(7));
    expect(rowsOf().at(-1)).toHaveTextContent('Your bill for');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2');
  }, SLOW);

  it('shows only the unread ones; marks one read, deletes one, marks all read — and the bell follows', async () => {
    const { user, router } = await renderApp('/admin/notifications', { as: 'user@example.com' });
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    await user.click(screen.getByRole('radio', { name: 'Unread' }).closest('label')!);
    await waitFor(() => expect(currentHref(router)).toBe('/admin/notifications?unread=true'));
    await waitFor(() => expect(rowsOf()).toHaveLength(3));

    const first = rowsOf()[0]!;
    await user.click(within(first).getByRole('button', { name: /^Mark as read: / }));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(rowsOf()).toHaveLength(2));

    await user.click(within(rowsOf()[0]!).getByRole('button', { name: /^Delete: / }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(db().notifications.filter((row) => row.notifiable_id === 3)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(await screen.findByText('No unread notifications.')).toBeInTheDocument();
  }, SLOW);

  it('brings back an alert whose delete failed, and says why', async () => {
    server.use(http.delete('*/api/v1/notifications/:id', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = await renderApp('/admin/notifications', { as: 'user@example.com' });
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    await user.click(within(rowsOf()[0]!).getByRole('button', { name: /^Delete: / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The notification could not be deleted\.\s*Something went wrong on the server/);
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  }, SLOW);

  it('is in the administrators’ menu, and leaves it with the feature off', async () => {
    const { user } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    act(() => setFeatureTree(useFeatureTree.getState().tree.map((node) => (node.name === FEATURES.alerts ? { ...node, enabled: false } : node))));
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument());
  }, SLOW);

  it('answers 404 with the feature off', async () => {
    const { router } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await screen.findByRole('heading', { level: 1 });
    act(() => setFeatureTree(useFeatureTree.getState().tree.map((node) => (node.name === FEATURES.alerts ? { ...node, enabled: false } : node))));
    await act(() => router.navigate({ href: '/admin/notifications' }));
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  }, SLOW);
});
