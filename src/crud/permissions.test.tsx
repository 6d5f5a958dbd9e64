import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';

describe('admin permissions', () => {
  it('a user sees no catalogue entry and the catalogue routes answer 404', async () => {
    const { router, user } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    // jsdom is a narrow screen: the menu is in a drawer.
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Restaurants' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Tenants' })).not.toBeInTheDocument();
    for (const path of ['/admin/restaurants', '/admin/restaurants/1', '/admin/discounts/create', '/admin/restaurants/1/menus/add']) {
      await router.navigate({ href: path });
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    }
  });

  it('an admin may edit tenants but not create or delete them (no button, no route)', async () => {
    const { router } = await renderApp('/admin/tenants', { as: 'admin@example.com' });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(await within(table).findByRole('link', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New tenant/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await router.navigate({ href: '/admin/tenants/create' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
