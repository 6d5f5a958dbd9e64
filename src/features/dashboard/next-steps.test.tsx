// The dashboard leads with what the person needs next (issue 29): their next order (day,
// restaurant, items, total, status, a link to it), today's ordering deadline from the menus they
// can order today, and their changes waiting for an answer — each leading to the list it counts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { localIsoDate } from '@/lib/dates';
import { isFinalStatus } from '@/lib/order-status';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const card = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('.ant-card') as HTMLElement;

function menu(fields: Partial<PublicMenu>): PublicMenu {
  return {
    id: 1, restaurant_id: 1, restaurant_name: 'Chez Marcel', restaurant_is_open: true, name: 'Plat du jour', description: null, type: 'NORMAL',
    image_title: 'Plat du jour', image_url: null, price: 1150, price_hidden: false, orderable: true, not_orderable_reason: null, order_until: null,
    discounts: [], ...fields,
  };
}

const at = (hours: number, minutes = 0) => new Date(new Date().setHours(hours, minutes, 0, 0)).toISOString();
const time = (iso: string) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('what’s next on the dashboard', () => {
  it('shows a person who only orders their next order, their open changes, and the lists behind them', async () => {
    const today = localIsoDate();
    const me = db().users.find((user) => user.email === 'user@example.com')!;
    const upcoming = db()
      .orders.filter((order) => order.user_id === me.id && order.requested_date >= today && !isFinalStatus(order.status))
      .sort((a, b) => a.requested_date.localeCompare(b.requested_date) || a.id - b.id);
    const next = upcoming[0]!;
    const restaurant = db().restaurants.find((r) => r.id === next.supplier.id)!;
    const { user, router } = await renderApp('/admin/dashboard', { as: me.email });

    const order = await card('Your next order');
    const day = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${next.requested_date}T12:00:00`));
    await within(order).findByText(next.requested_date === today ? `${day} (today)` : day);
    expect(within(order).getByText('Restaurant').nextElementSibling).toHaveTextContent(restaurant.name);
    expect(within(order).getByText('Total').nextElementSibling).toHaveTextContent(/^€\d+\.\d\d$/);
    expect(within(order).getByText('Items').nextElementSibling).toHaveTextContent(/^\d+ items?$/);
    expect(within(order).getByRole('link', { name: `Open order ${next.order_number}` })).toHaveAttribute('href', `/admin/orders/${next.id}`);
    // The orders ahead are the list of open orders from today on: as many as it counts.
    const more = within(order).getByRole('link', { name: /more orders? ahead/ });
    expect(more).toHaveTextContent(`and ${upcoming.length - 1} more`);

    const changes = await card('Open changes');
    const waiting = await within(changes).findByRole('link', { name: /Waiting for an answer/ });
    const count = Number(waiting.textContent!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    expect(within(changes).getAllByText(/^in order [A-Z]-\d{4}-\d{6}$/).length).toBe(Math.min(count, 3));

    await user.click(more);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toMatchObject({ from: today, filters: { status: expect.not.arrayContaining(['COMPLETED']) as unknown } });
    const orders = await screen.findByRole('table', { name: 'My orders' });
    await waitFor(() => expect(within(orders).getAllByRole('row')).toHaveLength(upcoming.length + 1));

    await router.navigate({ href: '/admin/dashboard' });
    await user.click(await within(await card('Open changes')).findByRole('link', { name: /Waiting for an answer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/order-items'));
    const items = await screen.findByRole('table', { name: 'My order items' });
    await waitFor(() => expect(within(items).getAllByRole('row')).toHaveLength(count + 1));
  }, SLOW);

  it('gives today’s deadline: the first time limit still ahead, and the later ones', async () => {
    const [ten, eleven] = [at(23, 0), at(23, 30)];
    server.use(
      http.get('*/api/v1/public/menus', () =>
        HttpResponse.json({ data: [menu({ id: 1, order_until: eleven }), menu({ id: 2, order_until: ten }), menu({ id: 3, orderable: false, not_orderable_reason: 'RESTAURANT_CLOSED', restaurant_is_open: false })] }),
      ),
    );
    await renderApp('/admin/dashboard', { as: 'user@example.com' });
    const deadline = await card('Today’s deadline');
    expect(await within(deadline).findByText('Order by')).toBeInTheDocument();
    expect(deadline).toHaveTextContent(time(ten));
    expect(deadline).toHaveTextContent(`2 menus can be ordered for today. Some menus until ${time(eleven)}.`);
    expect(within(deadline).getByRole('link', { name: 'Order lunch' })).toHaveAttribute('href', '/');
  }, SLOW);

  it('says when ordering for today has closed, and leads to tomorrow’s menus', async () => {
    server.use(
      http.get('*/api/v1/public/menus', () =>
        HttpResponse.json({ data: [menu({ orderable: false, not_orderable_reason: 'TIME_LIMIT_PASSED', order_until: at(0, 0) })] }),
      ),
    );
    await renderApp('/admin/dashboard', { as: 'user@example.com' });
    const deadline = await card('Today’s deadline');
    expect(await within(deadline).findByText('Ordering for today has closed.')).toBeInTheDocument();
    expect(within(deadline).getByRole('link', { name: 'See tomorrow’s menus' })).toHaveAttribute('href', '/?day=tomorrow');
  }, SLOW);

  it('shows an administrator their own next order and changes, and every figure leads to its list', async () => {
    const today = localIsoDate();
    const me = db().users.find((user) => user.email === 'admin@example.com')!;
    const mine = db().orders.filter((order) => order.user_id === me.id && order.requested_date >= today && !isFinalStatus(order.status));
    await renderApp('/admin/dashboard', { as: me.email });
    const order = await card('Your next order');
    if (mine.length) expect(await within(order).findByRole('link', { name: /^Open order / })).toBeInTheDocument();
    expect(await within(await card('Open changes')).findByText('No change or cancellation is waiting for an answer.')).toBeInTheDocument();
    // Their own figures among everyone's lead to the lists filtered to them.
    const figure = async (label: string) => (await screen.findByText(label, { selector: '.ant-statistic-title' })).closest('a');
    expect(await figure('My open orders')).toHaveAttribute('href', expect.stringContaining(`user%22%3A%5B%22${me.id}%22%5D`));
    expect(await figure('Spent this month')).toHaveAttribute('href', expect.stringMatching(/^\/admin\/order-items\?.*user/));
    for (const label of ['Orders today', 'Open orders', 'Unpaid bills', 'Menus orderable today']) expect(await figure(label)).not.toBeNull();
    expect(screen.queryByText('Where to next')).not.toBeInTheDocument();
  }, SLOW);
});
