// On the seed, the dashboard's figures say what the lists they lead to show: orders today (the
// orders list filtered to today) and unpaid bills (the bills list filtered to unpaid).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const figure = async (label: string) => (await screen.findByText(label, { selector: '.ant-statistic-title' })).closest('.ant-card') as HTMLElement;
const figureValue = async (label: string) => Number((await figure(label)).querySelector('.ant-statistic-content')!.textContent!.replace(/\D/g, ''));

/** The list's row count: the pager's "1–25 of N" when it shows one, else the rows on screen. */
async function listCount(name: string): Promise<number> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  const total = screen.queryByText(/\d+–\d+ of \d+/);
  return total ? Number(/of (\d+)/.exec(total.textContent!)![1]) : within(table).getAllByRole('row').length - 1;
}

describe('the dashboard against its lists, on the seed', () => {
  it('counts as many orders today as the orders list filtered to today shows', async () => {
    const { user, router } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    const count = await figureValue('Orders today');
    expect(count).toBeGreaterThan(0);
    await user.click(await figure('Orders today'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(await listCount('Orders')).toBe(count);
  }, SLOW);

  it('counts as many unpaid bills as the bills list filtered to unpaid shows', async () => {
    const { user, router } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    const count = await figureValue('Unpaid bills');
    expect(count).toBeGreaterThan(0);
    await user.click(await figure('Unpaid bills'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/bills'));
    expect(await listCount('Bills')).toBe(count);
  }, SLOW);
});
