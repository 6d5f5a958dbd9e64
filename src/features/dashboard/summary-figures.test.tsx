// The dashboard's figures: each from dashboard/summary and leading to the list behind it; no unpaid
// bills for those who may not see bills; a failure says so instead of the figures.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setFeatureEnabled } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const SUMMARY = { orders_today: 4, orders_open: 6, my_orders_open: 1, spent_this_month: 1710, bills_unpaid: 2, menus_today: 8 };
const figure = async (label: string) => (await screen.findByText(label, { selector: '.ant-statistic-title' })).closest('.ant-card') as HTMLElement;

describe('dashboard figures', () => {
  it('shows each figure of the summary, and a figure opens its list filtered', async () => {
    server.use(http.get('*/api/v1/dashboard/summary', () => HttpResponse.json({ data: SUMMARY })));
    const { user, router } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    expect(await figure('Orders today')).toHaveTextContent('4');
    expect(await figure('Open orders')).toHaveTextContent('6');
    expect(await figure('Spent this month')).toHaveTextContent('€17.10');
    expect(await figure('Menus orderable today')).toHaveTextContent('8');
    // The admin sees everyone's orders: their own open ones are the list filtered to them.
    expect((await figure('My open orders')).closest('a')).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\?.*user/));

    await user.click(within(await figure('Unpaid bills')).getByText('2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/bills'));
    expect(router.state.location.search).toMatchObject({ filters: { paid: ['0'] } });
    const table = await screen.findByRole('table', { name: 'Bills' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const paid = within(table).getAllByRole('columnheader').findIndex((header) => header.textContent === 'Paid');
    expect(paid).toBeGreaterThan(0);
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row.children[paid]).toHaveTextContent('No');
  }, SLOW);

  it('shows a user without bills.view their own unpaid bills, and their open orders lead to their list', async () => {
    const { user, router } = await renderApp('/admin/dashboard', { as: 'user@example.com' });
    expect((await figure('Unpaid bills')).closest('a')).toHaveAttribute('href', expect.stringMatching(/^\/admin\/bills\?/));
    await user.click(await figure('My open orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toMatchObject({ filters: { status: expect.not.arrayContaining(['COMPLETED']) as unknown } });
  }, SLOW);

  it('has no unpaid bills with the bills feature off', async () => {
    setFeatureEnabled('bills', false);
    await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    await figure('Orders today');
    expect(screen.queryByText('Unpaid bills')).not.toBeInTheDocument();
  }, SLOW);

  it('says the figures could not be loaded, and keeps the rest of the dashboard', async () => {
    server.use(http.get('*/api/v1/dashboard/summary', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded');
    expect(screen.getByText('Your account')).toBeInTheDocument();
    expect(screen.queryByText('Orders today')).not.toBeInTheDocument();
  }, SLOW);
});
