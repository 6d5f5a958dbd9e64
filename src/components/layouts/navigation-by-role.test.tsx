// Issue 29: a person who only orders gets a menu made for them (Order lunch, Dashboard, My orders,
// My bills, Notifications, Profile, Change log) and never reads "Administration" — not in the menu, the trail or
// a title — at the same addresses; administrators keep theirs, with "Order lunch" added.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;

/** jsdom is a narrow screen: the menu opens in a drawer from the header's button. */
async function openMenu(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
  return screen.findByRole('navigation', { name });
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('the navigation by role', () => {
  it('gives a person who only orders their own menu and words, with no "Administration" anywhere', async () => {
    const { user } = await renderApp('/admin/orders', { as: 'user@example.com' });
    const table = await screen.findByRole('table', { name: 'My orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(document.title).toBe('My orders · Lunch');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    // Their own orders: no column naming who ordered.
    expect(within(table).queryByRole('columnheader', { name: 'User' })).not.toBeInTheDocument();

    const nav = await openMenu(user, 'Main menu');
    expect(linkNames(nav)).toEqual(['Order lunch', 'Dashboard', 'My orders', 'My month', 'My bills', 'Notifications', 'Profile', 'Change log']);
    expect(within(nav).getByRole('link', { name: 'Order lunch' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'My bills' })).toHaveAttribute('href', '/admin/bills');
    expect(document.body).not.toHaveTextContent(/Administration/);
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  }, SLOW);

  it('calls their bill and their order theirs in the trail', async () => {
    const { router } = await renderApp('/admin/bills', { as: 'user@example.com' });
    const bills = await screen.findByRole('table', { name: 'My bills' });
    const first = (await within(bills).findAllByRole('link'))[0]!;
    await router.navigate({ href: first.getAttribute('href')! });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'My bills' })).toHaveAttribute('href', '/admin/bills');
    expect(within(trail).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Administration/);

    await router.navigate({ href: '/admin/orders/172' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A-2026-000172' })).toBeInTheDocument();
    const orderTrail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(orderTrail).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'My orders']);
    expect(document.body).not.toHaveTextContent(/Administration/);
  }, SLOW);

  it.each([
    ['an administrator', 'admin@example.com', ['Tenants', 'Restaurants', 'Orders', 'Bills', 'Users'], ['My orders']],
    ['a super administrator', 'superadmin@example.com', ['Tenants', 'Orders', 'Features', 'Logs'], []],
  ])('keeps %s’s menu by group, with Order lunch in it', async (_who, as, has, hasNot) => {
    const { user } = await renderApp('/admin/orders', { as });
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Administration' })).toBeInTheDocument();
    const nav = await openMenu(user, 'Administration');
    const names = linkNames(nav);
    expect(names.slice(0, 5)).toEqual(['Dashboard', 'Order lunch', 'My month', 'Notifications', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Order lunch' })).toHaveAttribute('href', '/');
    expect(names).toEqual(expect.arrayContaining(has));
    for (const name of hasNot) expect(names).not.toContain(name);
    expect(names).not.toContain('My orders');
    expect(within(nav).getByText('Orders and billing')).toBeInTheDocument();
  }, SLOW);
});
