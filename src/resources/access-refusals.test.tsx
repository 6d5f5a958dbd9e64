// The refusals of "nobody locked out", through the engine's pages as a user meets them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../tests/setup/render-app';

/** Every DELETE and PUT the app sends from now on. */
function recordWrites(): string[] {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE' || request.method === 'PUT') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}

async function deleteRow(path: string, title: string, as: string) {
  const { user } = await renderApp(path, { as });
  const table = await screen.findByRole('table');
  await user.click(await within(table).findByRole('button', { name: `Delete ${title}` }));
  return { user, table };
}

async function expectRefused(message: RegExp) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('This cannot be done');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
}

describe('nobody locks themselves out', () => {
  it('refuses deleting your own account, and sends nothing', async () => {
    const writes = recordWrites();
    const { table } = await deleteRow('/admin/users', 'Ada Admin', 'admin@example.com');
    await expectRefused(/cannot delete your own account/);
    expect(within(table).getByRole('button', { name: 'Delete Ada Admin' })).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('refuses deleting the role that alone lets you manage users', async () => {
    const writes = recordWrites();
    await deleteRow('/admin/settings/roles', 'Administrator', 'admin@example.com');
    await expectRefused(/last permission that lets you manage users/);
    expect(writes).toEqual([]);
  });

  it('refuses deleting the super_admin role', async () => {
    await deleteRow('/admin/settings/roles', 'Super administrator', 'superadmin@example.com');
    await expectRefused(/Super administrator role cannot be deleted/);
  });

  it('refuses deleting the permission “all”', async () => {
    await deleteRow('/admin/settings/permissions?search=all', 'all', 'superadmin@example.com');
    await expectRefused(/permission “all” cannot be deleted/);
  });

  it('refuses renaming a permission you rely on, on save', async () => {
    const writes = recordWrites();
    // users.update: permission 24 of the seed (`all`, then five resources of four actions, then users.*).
    const { user } = await renderApp('/admin/settings/permissions/24', { as: 'admin@example.com' });
    const name = await screen.findByDisplayValue('users.update');
    await user.clear(name);
    await user.type(name, 'users.edit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRefused(/last permission that lets you manage users/);
    expect(writes).toEqual([]);
  });

  it('refuses removing from yourself the role that lets you manage users', async () => {
    const writes = recordWrites();
    const { user } = await renderApp('/admin/users/2', { as: 'admin@example.com' });
    const roles = await screen.findByRole('table');
    await user.click(await within(roles).findByRole('button', { name: 'Remove Administrator' }));
    await expectRefused(/last permission that lets you manage users/);
    expect(within(roles).getByRole('button', { name: 'Remove Administrator' })).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('refuses taking “all” from a role', async () => {
    const { user } = await renderApp('/admin/settings/roles/1', { as: 'superadmin@example.com' });
    const permissions = await screen.findByRole('table');
    await user.click(await within(permissions).findByRole('button', { name: 'Remove all' }));
    await expectRefused(/permission “all” cannot be deleted, renamed or removed/);
  });
});
