import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';

// Two full pages with antd forms and tables each: slow in jsdom on a busy 2-core machine.
const SLOW = 60_000;

describe('record pages', () => {
  it('asks before leaving unsaved changes', async () => {
    const { user, router } = await renderApp('/admin/tenants/2', { as: 'superadmin@example.com' });
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' Corp');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(crumbs).getByRole('link', { name: 'Tenants' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    // The safe answer has the focus: Enter stays.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/tenants/2');
    expect(screen.getByLabelText('Name')).toHaveValue('Globex Corp');
    await user.click(within(crumbs).getByRole('link', { name: 'Tenants' }));
    // The first dialog may still be fading out: answer the newest.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Leave' }).length).toBeGreaterThan(0));
    await user.click(screen.getAllByRole('button', { name: 'Leave' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tenants'));
  }, SLOW);

  it('keeps a text past its length limit whole: a counter near the limit, then the message on Save', async () => {
    const { user } = await renderApp('/admin/tenants/create', { as: 'superadmin@example.com' });
    const name = await screen.findByLabelText('Name');
    await user.click(name);
    await user.paste('x'.repeat(200));
    expect(screen.queryByText('200 / 255')).not.toBeInTheDocument(); // far from the limit: no counter
    await user.paste('y'.repeat(100));
    expect(name).toHaveValue(`${'x'.repeat(200)}${'y'.repeat(100)}`); // not cut to 255
    expect(screen.getByText('300 / 255')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 255 characters')).toBeInTheDocument();
  }, SLOW);

  it('after Save puts the focus on the record’s heading (the form is drawn again) and says "Saved."', async () => {
    const { user } = await renderApp('/admin/tenants/2', { as: 'superadmin@example.com' });
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' Corp{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Globex Corp' })).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Globex Corp');
  }, SLOW);

  it('lists a restaurant’s menus and contacts; a new menu starts from the restaurant’s defaults and comes back to it', async () => {
    const { user, router } = await renderApp('/admin/restaurants/2', { as: 'admin@example.com' });
    const menus = (await screen.findByRole('table', { name: 'Menus' })) as HTMLElement;
    expect(await within(menus).findByRole('link', { name: 'Buddha bowl' })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Contacts' })).findByRole('link', { name: 'Jade Vert' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /New menu/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New menu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue('11.00');
    expect(screen.getByLabelText('Type').closest('.ant-select')).toHaveTextContent('Vegan');
    await user.type(screen.getByLabelText('Name'), 'Bowl du jour');
    await user.click(screen.getByLabelText('Available from'));
    await user.type(screen.getByLabelText('Available from'), '2026-01-05{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/restaurants/2'));
    expect(await within(await screen.findByRole('table', { name: 'Menus' })).findByRole('link', { name: 'Bowl du jour' })).toBeInTheDocument();
  }, SLOW);
});
