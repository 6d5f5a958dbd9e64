import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';

describe("a permission's page", () => {
  it('lists the roles that carry it, each linking to its role', async () => {
    // users.update (24 in the seed) is carried by admin; super_admin holds `all` instead.
    await renderApp('/admin/settings/permissions/24', { as: 'superadmin@example.com' });
    const table = await screen.findByRole('table', { name: 'Roles that carry it' });
    expect(await within(table).findByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/admin/settings/roles/2');
    expect(within(table).queryByRole('link', { name: 'Super administrator' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'User' })).not.toBeInTheDocument();
  });
});
