// The admin area's header on a narrow screen (jsdom's, below antd's lg): with the menu in a drawer,
// the header still names the project, and the name leads to the configured landing, as the
// public top bar's does. A missing record, or a page the user may not open, is a 404 inside the
// area: header and menu stay; so is a page that failed to load.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

describe('the admin header on a narrow screen', () => {
  it("names the project beside the menu button, linking to the configured landing", async () => {
    await renderApp('/admin/dashboard', { as: 'admin@example.com', config: { projectName: 'Mittag', landing: '/restaurants/1' } });
    const header = (await screen.findByRole('button', { name: 'Open the menu' })).closest('header')!;
    const home = within(header).getByRole('link', { name: 'Mittag' });
    expect(home).toHaveAttribute('href', '/restaurants/1');
  });

  it.each([
    ['a missing record', '/admin/orders/99999', 'admin@example.com', 'Administration'],
    ['a page the user may not open', '/admin/restaurants', 'user@example.com', 'Main menu'],
  ])('shows %s as Page Not Found with the header and the menu', async (_what, path, as, menu) => {
    const { user } = await renderApp(path, { as, config: { landing: '/restaurants/1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/restaurants/1');
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: menu });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows an address below a page that has none under it in one frame, not a frame inside the frame', async () => {
    await renderApp('/admin/restaurant-menus/create', { as: 'admin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Open the menu' })).toHaveLength(1);
  });

  it('shows a page that failed to load as Internal Server Error with the header, the menu and Retry', async () => {
    server.use(http.get('*/api/v1/restaurants/1', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = await renderApp('/admin/restaurants/1', { as: 'admin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(within(await screen.findByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
