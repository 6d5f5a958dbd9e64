// A role's permissions: listed on the role's page with Remove, and the add page, which lists the
// ~70 permissions the role lacks searched and paged, keeping the selection across pages.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '@/stores/session';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { endUndoWindows, holdUndoWindows, recordDeletes } from '../../../tests/setup/undo-window';

const SUPER = 'superadmin@example.com';
const USER_ROLE = 3; // carries orders.create only
const ADD = `/admin/settings/roles/${USER_ROLE}/permissions/add`;

const checkboxNames = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? '');
/**
 * The list has loaded: antd's spinner (aria-busy) makes the table inert (pointer-events: none) while
 * a page or a search loads, and the rows it shows meanwhile can already be the ones awaited.
 */
const listSettled = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

describe("a role's permissions", () => {
  beforeEach(() => holdUndoWindows());

  it('lists them on the role’s page with Remove and Add permissions', async () => {
    const deletes = recordDeletes();
    const { user } = await renderApp(`/admin/settings/roles/${USER_ROLE}`, { as: SUPER });
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(await within(table).findByRole('link', { name: 'orders.create' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/settings\/permissions\/\d+$/));
    expect(screen.getByRole('link', { name: 'Add permissions' })).toHaveAttribute('href', ADD);
    await user.click(within(table).getByRole('button', { name: 'Remove orders.create' }));
    expect(await screen.findByText('Removed permission “orders.create”')).toBeInTheDocument();
    endUndoWindows();
    await waitFor(() => expect(deletes).toEqual([expect.stringMatching(new RegExp(`^/api/v1/roles/${USER_ROLE}/permissions/\\d+$`))]));
  });

  it('fetches the session again when a role of the signed-in user loses a permission', async () => {
    const { user } = await renderApp('/admin/settings/roles/2', { as: 'admin@example.com' });
    const held = () => currentUser()?.roles?.flatMap((role) => (role.permissions ?? []).map((permission) => permission.name)) ?? [];
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(held()).toContain('discounts.delete');
    const search = screen.getAllByRole('searchbox', { name: 'Search' }).at(-1)!;
    await user.type(search, 'discounts.delete{Enter}');
    // Wait for the searched list itself: the table ignores pointers while it loads.
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove discounts.delete']));
    await user.click(within(table).getByRole('button', { name: 'Remove discounts.delete' }));
    endUndoWindows();
    await waitFor(() => expect(held()).not.toContain('discounts.delete'));
  });
});

describe('adding permissions to a role', () => {
  it('searches and pages the permissions the role lacks, keeps the selection across pages, and adds them', async () => {
    const { user, router } = await renderApp(ADD, { as: SUPER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add permissions' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/admin/settings/roles');
    expect(within(crumbs).getByRole('link', { name: 'User' })).toHaveAttribute('href', `/admin/settings/roles/${USER_ROLE}`);
    await screen.findByRole('checkbox', { name: 'Select all' });
    expect(checkboxNames()).toHaveLength(10);
    expect(screen.queryByRole('checkbox', { name: 'Select orders.create' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a Permission')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument());
    await listSettled();
    const onPage2 = checkboxNames()[0]!;
    await user.click(screen.getByRole('checkbox', { name: onPage2 }));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'tenants.view{Enter}');
    // tenants.view may already be on page 2: wait for the searched list, and for it to be loaded.
    await waitFor(() => expect(checkboxNames()).toEqual(['Select tenants.view']));
    await listSettled();
    await user.click(screen.getByRole('checkbox', { name: 'Select tenants.view' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 selected');
    // Enter searched; it did not save.
    expect(currentHref(router)).toBe(ADD);

    await user.clear(search);
    await user.type(search, '{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await listSettled();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByRole('checkbox', { name: onPage2 })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/settings/roles/${USER_ROLE}`));
    const table = await screen.findByRole('table', { name: 'Permissions' });
    for (const name of ['all', onPage2.replace(/^Select /, ''), 'tenants.view', 'orders.create'])
      expect(await within(table).findByRole('link', { name })).toBeInTheDocument();
  });

  it('is not there (404) without roles.update', async () => {
    await renderApp(ADD, { as: 'user@example.com' });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
