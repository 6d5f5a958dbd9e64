// The kitchen board against the mock backend: today's Acme orders by restaurant with their totals,
// "all received" moved to Accepted in one action (one refused meanwhile, the others go through),
// a move to Denied asked for again, nothing sent for a move the table forbids, the day from the
// address, and no board for someone who cannot move orders. The seed's open orders follow the menus offered today, so the
// expectations are read from the seed, not written down.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMock } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { addDays, localIsoDate } from '@/lib/dates';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const ACME = 1;
const acmeOrders = (day: string) => db().orders.filter((order) => order.tenant_id === ACME && order.requested_date === day);
const section = (name: string) => screen.getByRole('region', { name });

/** antd's latest confirmation by its title (its dialog role gets no name in jsdom; a closed one may stay in the page). */
const confirmation = async (title: string) => (await screen.findAllByText(title)).at(-1)!.closest<HTMLElement>('[role="dialog"]')!;

const listening: (() => void)[] = [];
afterEach(() => listening.splice(0).forEach((stop) => stop()));

/** The ids of the orders a status move is sent for from now on. */
function statusPuts(): number[] {
  const ids: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    const match = request.method === 'PUT' && /\/api\/v1\/orders\/(\d+)\/status$/.exec(new URL(request.url).pathname);
    if (match) ids.push(Number(match[1]));
  };
  server.events.on('request:start', listener);
  listening.push(() => server.events.removeListener('request:start', listener));
  return ids;
}

describe('kitchen board', () => {
  it('shows a section per restaurant with the menus due, their totals by status, and the orders under them', async () => {
    const today = acmeOrders(localIsoDate());
    const restaurants = [...new Set(today.map((order) => order.supplier.name))].sort();
    expect(restaurants.length).toBeGreaterThan(1); // the seed's promise: more than one restaurant today
    await renderApp('/admin/kitchen', { as: 'admin@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen board' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: restaurants[0] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).filter((text) => restaurants.includes(text!))).toEqual(restaurants);
    expect(screen.getByText(/^Last refreshed at \d\d:\d\d:\d\d/)).toBeInTheDocument();

    // One menu's figure: every quantity of it that will be prepared today, across the orders.
    const first = today.find((order) => order.supplier.name === restaurants[0])!;
    const firstItem = db().order_items.find((item) => item.order_id === first.id)!;
    const ids = new Set(today.filter((order) => order.supplier.id === first.supplier.id).map((order) => order.id));
    const items = db().order_items.filter((item) => ids.has(item.order_id) && item.restaurant_menu_id === firstItem.restaurant_menu_id);
    const due = items.filter((item) => !['DENIED', 'CANCELED', 'FAILED'].includes(item.status)).reduce((sum, item) => sum + item.quantity, 0);
    const totals = within(section(restaurants[0]!)).getByRole('table', { name: `Menus due at ${restaurants[0]}` });
    const row = within(totals).getByRole('rowheader', { name: firstItem.description }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(due));
    // Its orders, each with its person and items.
    expect(within(section(restaurants[0]!)).getByRole('link', { name: first.order_number })).toBeInTheDocument();
    expect(within(section(restaurants[0]!)).getByRole('checkbox', { name: `Select order ${first.order_number}` })).toBeInTheDocument();
  }, SLOW);

  it('moves all received orders to Accepted in one action, reporting each; one moved meanwhile is refused with the reason', async () => {
    const received = acmeOrders(localIsoDate()).filter((order) => order.status === 'RECEIVED');
    expect(received.length).toBeGreaterThan(2);
    const { user } = await renderApp('/admin/kitchen', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: `Select all orders in status Received (${received.length})` }));
    const bar = screen.getByRole('region', { name: `${received.length} orders selected` });
    expect(within(bar).getByRole('combobox', { name: 'Move to' }).closest('.ant-select')).toHaveTextContent(`Accepted (${received.length} of ${received.length})`);
    // Meanwhile someone else accepts one of them.
    const taken = received[1]!;
    db().orders.find((order) => order.id === taken.id)!.status = 'ACCEPTED';
    const puts = statusPuts();
    await user.click(within(bar).getByRole('button', { name: 'Move the selected orders' }));

    const results = await screen.findByRole('alert');
    expect(results).toHaveTextContent(`Moved to Accepted: ${received.length - 1} of ${received.length}`);
    expect(results.closest('.kitchen-results')).toHaveFocus(); // the bar that had the focus may be gone
    for (const order of received.filter((o) => o !== taken)) expect(results).toHaveTextContent(`${order.order_number}: moved to Accepted.`);
    expect(results).toHaveTextContent(`${taken.order_number}: refused — The status cannot change from ACCEPTED to ACCEPTED.`);
    expect(puts.sort()).toEqual(received.map((order) => order.id).sort());
    expect(received.map((order) => db().orders.find((o) => o.id === order.id)!.status)).toEqual(received.map(() => 'ACCEPTED'));
    // The board read the day again: nothing received is left to select.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select all orders in status Received (0)' })).toBeDisabled());
  }, SLOW);

  it('sends nothing for a selected order whose move the table forbids', async () => {
    const today = acmeOrders(localIsoDate());
    const placed = today.find((order) => order.status === 'PLACED')!;
    const received = today.find((order) => order.status === 'RECEIVED')!;
    const { user } = await renderApp('/admin/kitchen', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('checkbox', { name: `Select order ${placed.order_number}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select order ${received.order_number}` }));
    const bar = screen.getByRole('region', { name: '2 orders selected' });
    await user.click(within(bar).getByRole('combobox', { name: 'Move to' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted (1 of 2)' }));
    const puts = statusPuts();
    await user.click(within(bar).getByRole('button', { name: 'Move the selected orders' }));

    const results = await screen.findByRole('alert');
    expect(results).toHaveTextContent('Moved to Accepted: 1 of 2');
    expect(results).toHaveTextContent(`${placed.order_number}: not sent — the transition table does not allow Placed → Accepted.`);
    expect(puts).toEqual([received.id]);
    expect(db().orders.find((order) => order.id === placed.id)!.status).toBe('PLACED');
    // The order that did not move stays selected, for another move.
    expect(screen.getByRole('checkbox', { name: `Select order ${placed.order_number}` })).toBeChecked();
  }, SLOW);

  it('asks again before a move that stops orders: Keep sends nothing, the confirmation moves them', async () => {
    const received = acmeOrders(localIsoDate()).filter((order) => order.status === 'RECEIVED').slice(0, 2);
    const { user } = await renderApp('/admin/kitchen', { as: 'admin@example.com' });
    for (const order of received) await user.click(await screen.findByRole('checkbox', { name: `Select order ${order.order_number}` }));
    const bar = screen.getByRole('region', { name: '2 orders selected' });
    await user.click(within(bar).getByRole('combobox', { name: 'Move to' }));
    await user.click(await screen.findByRole('option', { name: 'Denied (2 of 2)' }));
    const puts = statusPuts();
    await user.click(within(bar).getByRole('button', { name: 'Move the selected orders' }));

    let dialog = await confirmation('Move 2 orders to Denied?');
    expect(dialog).toHaveTextContent('The people who ordered them are told, and no order can be moved out of this status.');
    const keep = within(dialog).getByRole('button', { name: 'Keep them as they are' });
    await waitFor(() => expect(keep).toHaveFocus()); // Enter gives the safe answer
    await user.click(keep);
    expect(puts).toEqual([]);
    expect(screen.getByRole('checkbox', { name: `Select order ${received[0]!.order_number}` })).toBeChecked();

    await user.click(within(bar).getByRole('button', { name: 'Move the selected orders' }));
    dialog = await confirmation('Move 2 orders to Denied?');
    await user.click(within(dialog).getByRole('button', { name: 'Move to Denied' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Moved to Denied: 2 of 2');
    expect(puts.sort()).toEqual(received.map((order) => order.id).sort());
  }, SLOW);

  it('shows the day of the address, filters by status, and has tomorrow one click away', async () => {
    const tomorrow = addDays(localIsoDate(), 1);
    const orders = acmeOrders(tomorrow);
    const { user, router } = await renderApp(`/admin/kitchen?date=${tomorrow}`, { as: 'admin@example.com' });
    for (const order of orders) expect(await screen.findByRole('link', { name: order.order_number })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'date');

    const kept = orders[0]!;
    await user.click(screen.getByRole('combobox', { name: 'Orders in status' }));
    await user.click(await screen.findByRole('option', { name: kept.status === 'PLACED' ? 'Placed' : 'Received' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: tomorrow, status: kept.status }));
    for (const order of orders) {
      if (order.status === kept.status) expect(screen.getByRole('link', { name: order.order_number })).toBeInTheDocument();
      else expect(screen.queryByRole('link', { name: order.order_number })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('link', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: kept.status }));
  }, SLOW);

  it('adds up every page of a busy day', async () => {
    resetMock({ todayOrders: 120 }); // more than the 100 of one page
    const today = acmeOrders(localIsoDate());
    await renderApp('/admin/kitchen', { as: 'admin@example.com' });
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Select order / })).toHaveLength(today.length), { timeout: 30_000 });
    const received = today.filter((order) => order.status === 'RECEIVED').length;
    expect(screen.getByRole('button', { name: `Select all orders in status Received (${received})` })).toBeInTheDocument();
  }, SLOW);

  it('is not there for someone who cannot move orders', async () => {
    await renderApp('/admin/kitchen', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);
});
