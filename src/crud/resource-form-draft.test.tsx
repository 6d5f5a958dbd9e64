import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftKey } from '@/components/forms/form-draft';
import { renderApp } from '../../tests/setup/render-app';

// Full admin pages with antd forms: slow in jsdom on a busy 2-core machine.
const SLOW = 60_000;
const OFFERED = 'You have unsaved changes from earlier.';
const ADMIN_ID = 2; // admin@example.com in the seed

const storedDraft = (userId: number, path: string) => sessionStorage.getItem(draftKey(userId, path));

describe('drafts of admin forms', () => {
  it('writes what is typed, offers it back when the form opens again, and Restore fills the form and guards it', async () => {
    const first = await renderApp('/admin/restaurants/create', { as: 'admin@example.com' });
    await first.user.type(await screen.findByLabelText('Name'), 'Chez Nous');
    expect(JSON.parse(storedDraft(ADMIN_ID, '/admin/restaurants/create')!)).toMatchObject({ values: { name: 'Chez Nous' } });
    first.unmount(); // e.g. the browser went to the sign-in page

    const { user, router } = await renderApp('/admin/restaurants/create', { as: 'admin@example.com' });
    const notice = (await screen.findByText(OFFERED)).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.click(within(notice).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Chez Nous');
    expect(screen.queryByText(OFFERED)).not.toBeInTheDocument();
    // Restored changes are unsaved changes: leaving asks first.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/restaurants/create');
  }, SLOW);

  it('drops the draft once the record is saved', async () => {
    const { user, router } = await renderApp('/admin/tenants/2', { as: 'superadmin@example.com' });
    await user.type(await screen.findByLabelText('Name'), ' Corp');
    expect(storedDraft(1, '/admin/tenants/2')).toContain('Globex Corp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(storedDraft(1, '/admin/tenants/2')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/tenants/2');
  }, SLOW);

  it('Discard drops the draft and keeps the record as it is', async () => {
    sessionStorage.setItem(draftKey(1, '/admin/tenants/2'), JSON.stringify({ version: 1, values: { name: 'Globex Typed' } }));
    const { user } = await renderApp('/admin/tenants/2', { as: 'superadmin@example.com' });
    await user.click(within((await screen.findByText(OFFERED)).closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(OFFERED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Globex');
    expect(storedDraft(1, '/admin/tenants/2')).toBeNull();
  }, SLOW);

  it('offers nothing of another user, whose drafts go when someone else signs in', async () => {
    sessionStorage.setItem(draftKey(2, '/admin/tenants/2'), JSON.stringify({ version: 1, values: { name: 'Not yours' } }));
    await renderApp('/admin/tenants/2', { as: 'superadmin@example.com' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Globex');
    await waitFor(() => expect(screen.queryByText(OFFERED)).not.toBeInTheDocument());
    // Signing in as someone else dropped the other user's drafts from this tab.
    expect(storedDraft(2, '/admin/tenants/2')).toBeNull();
  }, SLOW);
});
