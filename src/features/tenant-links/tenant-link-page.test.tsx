import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

describe('tenant link page', () => {
  it('links a restaurant to one more tenant and keeps it', async () => {
    const { user, router } = await renderApp('/admin/tenants/link/91/3', { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenants of restaurant “Trattoria Bellini”' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Globex' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Initech' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Initech' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await router.invalidate();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Initech' })).toBeChecked());
  });

  it('asks for at least one tenant before calling the server', async () => {
    const { user } = await renderApp('/admin/tenants/link/91/1', { as: 'admin@example.com' });
    const acme = await screen.findByRole('checkbox', { name: 'Acme' });
    // An admin sees only their own tenants.
    expect(screen.queryByRole('checkbox', { name: 'Globex' })).not.toBeInTheDocument();
    await user.click(acme);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select at least one tenant')).toBeInTheDocument();
  });

  it('names a record without a name by its number', async () => {
    await renderApp('/admin/tenants/link/4/1', { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenants of discount #1' })).toBeInTheDocument();
  });

  it('is not a page for an unknown model type', async () => {
    await renderApp('/admin/tenants/link/99/1', { as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('refuses a user without the permission', async () => {
    await renderApp('/admin/tenants/link/91/1', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
