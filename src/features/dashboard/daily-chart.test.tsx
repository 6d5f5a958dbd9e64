// The dashboard's 30-day chart: both charts named and described, the figures in a table for those
// who do not see the picture, nothing for those without orders.view, a sentence when there were no
// orders, and a failure that says so and retries.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const day = (date: string, orders: number, spend: number) => ({ date, orders, spend });
const DAYS = [day('2026-11-23', 2, 1250), day('2026-11-24', 0, 0), day('2026-11-25', 5, 3000)];

describe('the last 30 days on the dashboard', () => {
  it('draws orders and spend per day, says what they add up to, and lists the figures', async () => {
    server.use(http.get('*/api/v1/dashboard/daily', () => HttpResponse.json({ data: DAYS })));
    await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    const orders = await screen.findByRole('img', { name: 'Orders per day' });
    expect(orders).toHaveAccessibleDescription('7 orders and €42.50 spent from Nov 23, 2026 to Nov 25, 2026. Most orders on Nov 25, 2026: 5.');
    expect(orders.querySelectorAll('rect')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Spend per day' })).toHaveAccessibleDescription(
      '7 orders and €42.50 spent from Nov 23, 2026 to Nov 25, 2026. Most spent on Nov 25, 2026: €30.00.',
    );
    const table = screen.getByRole('table', { name: 'The last 30 days' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayOrdersSpend', 'Nov 23, 20262€12.50', 'Nov 24, 20260€0.00', 'Nov 25, 20265€30.00',
    ]);
  }, SLOW);

  it('asks the server for 30 days of the tenant, and is not shown without orders.view', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/dashboard/daily')) asked.push(new URL(request.url).searchParams.get('days') ?? '');
    });
    await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    expect(await screen.findByRole('img', { name: 'Orders per day' })).toBeInTheDocument();
    expect(asked).toEqual(['30']);
    server.events.removeAllListeners();

    await renderApp('/admin/dashboard', { as: 'user@example.com' });
    await screen.findByText('My open orders', { selector: '.ant-statistic-title' });
    expect(screen.queryByText('The last 30 days')).not.toBeInTheDocument();
  }, SLOW);

  it('says when there were no orders', async () => {
    server.use(http.get('*/api/v1/dashboard/daily', () => HttpResponse.json({ data: [day('2026-11-24', 0, 0), day('2026-11-25', 0, 0)] })));
    await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    expect(await screen.findByText('No orders in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Orders per day' })).not.toBeInTheDocument();
  }, SLOW);

  it('says the chart could not be loaded (offline), and Retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/dashboard/daily', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: DAYS });
      }),
    );
    const { user } = await renderApp('/admin/dashboard', { as: 'admin@example.com' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last 30 days could not be loaded');
    expect(screen.getByText('Your account')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('img', { name: 'Orders per day' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  }, SLOW);
});
