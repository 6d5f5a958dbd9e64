// The logs list beyond the registry suite: each tenant's administrator reads their tenant's entries
// only, a super admin every tenant's with the tenant named; its links (a user, a record) for those
// who may open them and plain text for the others, and its filters by model type and by user.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';
import { db } from '../../mocks/db/database';
import { writeLog } from '../../mocks/db/logs';

const userOf = (id: number) => db().users.find((user) => user.id === id);

async function logsTable() {
  return screen.findByRole('table', { name: /^(Logs|Journaux)$/ });
}

async function choose(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

describe('the logs list', () => {
  it("shows Acme's administrator Acme's entries only, without a tenant column; a super admin every tenant's, named", async () => {
    writeLog({ user: userOf(4), tenantId: 2, message: 'Globex restaurant renamed.', modelType: 91, modelId: 3 });
    writeLog({ user: userOf(2), tenantId: 1, message: 'Acme restaurant renamed.', modelType: 91, modelId: 2 });
    const admin = await renderApp('/admin/logs', { as: 'admin@example.com' });
    const table = await logsTable();
    await within(table).findByText('Acme restaurant renamed.');
    expect(within(table).queryByText('Globex restaurant renamed.')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Tenant' })).not.toBeInTheDocument();
    admin.unmount();

    await renderApp('/admin/logs', { as: 'superadmin@example.com' });
    const all = await logsTable();
    const globex = (await within(all).findByText('Globex restaurant renamed.')).closest('tr')!;
    expect(within(all).getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    expect(within(globex).getByText('Globex')).toBeInTheDocument();
    const acme = within(all).getByText('Acme restaurant renamed.').closest('tr')!;
    expect(within(acme).getByText('Acme')).toBeInTheDocument();
  });

  it('links the user and the record for a super admin, in French', async () => {
    writeLog({ user: userOf(2), tenantId: 1, message: 'Restaurant renamed.', modelType: 91, modelId: 3 });
    await renderApp('/admin/logs', { as: 'superadmin@example.com', locale: 'fr' });
    const row = (await within(await logsTable()).findByText('Restaurant renamed.')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'admin@example.com' })).toHaveAttribute('href', '/admin/users/2');
    expect(within(row).getByRole('link', { name: 'restaurant n° 3' })).toHaveAttribute('href', '/admin/restaurants/3');
    expect(within(row).getByText('Réussi')).toHaveAttribute('data-tone', 'success');
  });

  it('shows ids and names as text, and no user filter, to a viewer who may open neither', async () => {
    const logsView = db().permissions.find((permission) => permission.name === 'logs.view')!;
    db().roles.find((role) => role.name === 'user')!.permission_ids.push(logsView.id);
    writeLog({ user: userOf(2), tenantId: 1, message: 'Order looked at.', modelType: 2, modelId: 5, result: 'UNSUCCESSFUL' });
    await renderApp('/admin/logs', { as: 'user@example.com' });
    const row = (await within(await logsTable()).findByText('Order looked at.')).closest('tr')!;
    expect(within(row).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(row).getByText('order #5')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).getByText('Unsuccessful')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByLabelText('Result')).toBeInTheDocument();
    expect(screen.queryByLabelText('User')).not.toBeInTheDocument();
  });

  it('filters by model type', async () => {
    writeLog({ user: userOf(2), tenantId: 1, message: 'Restaurant closed.', modelType: 91, modelId: 2 });
    const { user, router } = await renderApp('/admin/logs', { as: 'superadmin@example.com' });
    const table = await logsTable();
    await choose(user, 'Model', 'restaurant');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filters: { model_type: ['91'] } }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining('Restaurant closed.')]));
  });

  it('filters by user', async () => {
    writeLog({ user: userOf(4), tenantId: 1, message: 'Done by the second user.' });
    const { user, router } = await renderApp('/admin/logs', { as: 'superadmin@example.com' });
    const table = await logsTable();
    await choose(user, 'User', 'user2@example.com');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filters: { user_id: ['4'] } }));
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('Done by the second user.');
      for (const row of rows) expect(row).toHaveTextContent('user2@example.com');
    });
  });
});
