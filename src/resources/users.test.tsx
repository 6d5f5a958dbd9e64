// The users list: roles as tags, filters by role and by tenant, and no tenants anywhere without
// multi-tenancy.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { chooseOption } from '../../tests/setup/choose-option';
import { currentHref, renderApp } from '../../tests/setup/render-app';
import { FEATURES } from '@/lib/feature-tree';

const AS = 'superadmin@example.com';
const emails = (table: HTMLElement) => within(table).queryAllByRole('link').map((link) => link.textContent).filter((text) => text?.includes('@'));

describe('the users list', () => {
  it('shows each user’s roles as tags and filters by role and tenant through the URL', async () => {
    const { user, router } = await renderApp('/admin/users', { as: AS });
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(emails(table)).toHaveLength(6));
    const adminRow = within(table).getByRole('link', { name: 'admin@example.com' }).closest('tr')!;
    expect(adminRow.querySelector('.l-tag')).toHaveTextContent('Administrator');

    await chooseOption(user, 'Roles', 'User');
    await waitFor(() => expect(emails(table)).toEqual(['twofactor@example.com', 'unverified@example.com', 'user2@example.com', 'user@example.com']));
    expect(decodeURIComponent(currentHref(router))).toContain('"role_ids":["3"]');

    await chooseOption(user, 'Tenants', 'Globex');
    await waitFor(() => expect(emails(table)).toEqual(['user2@example.com']));
  });

  it('opens filtered from the URL, and ignores ids that are not ids', async () => {
    const filters = encodeURIComponent(JSON.stringify({ role_ids: ['1', 'x'] }));
    await renderApp(`/admin/users?filters=${filters}`, { as: AS });
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(emails(table)).toEqual(['superadmin@example.com']));
  });

  it('has no tenants field on a user’s page when multi-tenancy is off', async () => {
    db().features.find((feature) => feature.name === FEATURES.multiTenancy)!.enabled = false;
    await renderApp('/admin/users/2', { as: AS });
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@example.com');
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tenants')).not.toBeInTheDocument();
  });

  it('has no tenants column or filter when multi-tenancy is off', async () => {
    db().features.find((feature) => feature.name === FEATURES.multiTenancy)!.enabled = false;
    await renderApp('/admin/users', { as: AS });
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(emails(table)).toHaveLength(6));
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Tenants/ })).not.toBeInTheDocument();
  });
});
