// A user's roles: listed on the user's page with Remove (undoable, worded as a removal), and the
// add page, which offers only the roles the user lacks, several at once.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '@/stores/session';
import { server } from '../../../mocks/node';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { endUndoWindows, holdUndoWindows, recordDeletes } from '../../../tests/setup/undo-window';

const SUPER = 'superadmin@example.com';
const UMA = 3; // user@example.com, role "user"

async function rolesTable() {
  return screen.findByRole('table', { name: 'Roles' });
}

describe("a user's roles", () => {
  beforeEach(() => holdUndoWindows());

  it('lists the roles on the user’s page, each linking to its role, with Add roles', async () => {
    await renderApp(`/admin/users/${UMA}`, { as: SUPER });
    const table = await rolesTable();
    expect(await within(table).findByRole('link', { name: 'User' })).toHaveAttribute('href', '/admin/settings/roles/3');
    expect(screen.getByRole('link', { name: 'Add roles' })).toHaveAttribute('href', `/admin/users/${UMA}/roles/add`);
  });

  it('removes a role: the row goes, "Removed role …" with Undo, and the DELETE goes when the window ends', async () => {
    const deletes = recordDeletes();
    const { user } = await renderApp(`/admin/users/${UMA}`, { as: SUPER });
    const table = await rolesTable();
    await user.click(await within(table).findByRole('button', { name: 'Remove User' }));
    expect(within(table).queryByRole('link', { name: 'User' })).not.toBeInTheDocument();
    expect(await screen.findByText('Removed role “User”')).toBeInTheDocument();
    expect(deletes).toEqual([]);
    endUndoWindows();
    await waitFor(() => expect(deletes).toEqual([`/api/v1/users/${UMA}/roles/3`]));
    expect(await within(table).findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows a removed role again once it is added back, and only on that user', async () => {
    const { user } = await renderApp(`/admin/users/${UMA}`, { as: SUPER });
    await user.click(await within(await rolesTable()).findByRole('button', { name: 'Remove User' }));
    endUndoWindows();
    expect(await within(await rolesTable()).findByText('Nothing here yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add roles' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select User' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(await rolesTable()).findByRole('link', { name: 'User' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Users' }));
    await user.click(await screen.findByRole('link', { name: 'user2@example.com' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gus Globex' })).toBeInTheDocument();
    expect(await within(await rolesTable()).findByRole('link', { name: 'User' })).toBeInTheDocument();
  });

  it("says 'Failed to remove role' with the server's reason, and the role comes back", async () => {
    server.use(http.delete('*/api/v1/users/:id/roles/:roleId', () => HttpResponse.json({ message: 'Role is locked.', errors: {} }, { status: 422 })));
    const { user } = await renderApp(`/admin/users/${UMA}`, { as: SUPER });
    const table = await rolesTable();
    await user.click(await within(table).findByRole('button', { name: 'Remove User' }));
    endUndoWindows();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Failed to remove role');
    expect(dialog).toHaveTextContent('Role is locked.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(table).findByRole('link', { name: 'User' })).toBeInTheDocument();
  });
});

describe('adding roles to a user', () => {
  it('offers only the roles the user lacks, refuses an empty choice, adds two at once and goes back', async () => {
    const { user, router } = await renderApp(`/admin/users/${UMA}/roles/add`, { as: SUPER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add roles' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(crumbs).getByRole('link', { name: 'Uma User' })).toHaveAttribute('href', `/admin/users/${UMA}`);
    const admin = await screen.findByRole('checkbox', { name: 'Select Administrator' });
    expect(screen.getByRole('checkbox', { name: 'Select Super administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select User' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select one')).toBeInTheDocument();

    await user.click(admin);
    await user.click(screen.getByRole('checkbox', { name: 'Select Super administrator' }));
    await waitFor(() => expect(screen.queryByText('Please select one')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/users/${UMA}`));
    const table = await rolesTable();
    for (const name of ['Administrator', 'Super administrator', 'User']) expect(await within(table).findByRole('link', { name })).toBeInTheDocument();
  });

  it("shows the server's 422 on the choice", async () => {
    server.use(
      http.post('*/api/v1/users/:id/roles', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { 'role_ids.0': ['The selected role is invalid.'] } }, { status: 422 }),
      ),
    );
    const { user, router } = await renderApp(`/admin/users/${UMA}/roles/add`, { as: SUPER });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The selected role is invalid.')).toBeInTheDocument();
    expect(currentHref(router)).toBe(`/admin/users/${UMA}/roles/add`);
  });

  it('Cancel goes back to the user', async () => {
    const { user, router } = await renderApp(`/admin/users/${UMA}/roles/add`, { as: SUPER });
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/users/${UMA}`));
  });

  it('fetches the session again when the signed-in user gains a role', async () => {
    const { user, router } = await renderApp('/admin/users/2/roles/add', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select User' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentHref(router)).toBe('/admin/users/2'));
    expect(currentUser()?.roles?.map((role) => role.name).sort()).toEqual(['admin', 'user']);
  });

  it('is not there (404) without users.update', async () => {
    await renderApp(`/admin/users/${UMA}/roles/add`, { as: 'user@example.com' });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
