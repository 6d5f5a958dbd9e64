// A cart of several days (the week planner's) checked out at once: one order call per day, in date
// order; a day the server refuses meanwhile stays in the cart with its reason while the others go
// through, and "Place order" again sends only that day — nothing is placed twice.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '@/stores/cart';
import { db } from '../../../mocks/db/database';
import { addDays } from '../../../mocks/domain/dates';
import { server } from '../../../mocks/node';
import { deductedInMonth } from '../../../mocks/orders/salary-deduction';
import { cartKeys, checkoutWith, falafel, platDuJour, tomorrow } from '../../../tests/setup/checkout-cart';
import { renderApp } from '../../../tests/setup/render-app';

const second = addDays(tomorrow, 1);
const third = addDays(tomorrow, 2);

/** The requested dates of the order calls the mock answered, with their status. */
function orderCalls(): { date: string; status: number }[] {
  const calls: { date: string; status: number }[] = [];
  const dates = new Map<string, Promise<string>>();
  const isOrder = (request: Request) => request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/v1/orders');
  server.events.on('request:start', ({ request, requestId }) => {
    if (isOrder(request)) dates.set(requestId, request.clone().json().then((body: { requested_date: string }) => body.requested_date));
  });
  server.events.on('response:mocked', ({ request, requestId, response }) => {
    const date = dates.get(requestId);
    if (!isOrder(request) || !date) return;
    const call = { date: '', status: response.status };
    calls.push(call); // in the order the answers came
    void date.then((value) => (call.date = value));
  });
  return calls;
}

const ordersOf = (userEmail: string) => {
  const user = db().users.find((candidate) => candidate.email === userEmail)!;
  return db().orders.filter((order) => order.user_id === user.id);
};

/** Falafel bowl (menu 6) withdrawn by its restaurant, or offered again. */
const setFalafelAvailable = (available: boolean) => {
  const menu = db().restaurant_menus.find((candidate) => candidate.id === falafel.id)!;
  menu.available = available;
};

beforeEach(() => useCart.getState().clear());
afterEach(() => server.events.removeAllListeners());

describe('checking out several days at once', { timeout: 90_000 }, () => {
  it('places one order per day in date order and lists each day’s orders', async () => {
    const calls = orderCalls();
    const before = ordersOf('user@example.com').length;
    // Added out of order: the checkout sorts the days.
    const { user } = await checkoutWith([[platDuJour, third, 1, 'TENANT'], [platDuJour, tomorrow, 2, 'TENANT'], [falafel, second, 1, 'TENANT']]);
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(3);
    expect(within(screen.getByTestId(`day-${tomorrow}`)).getByText(/^Subtotal for /)).toBeInTheDocument();
    expect(screen.queryByLabelText('Requested date')).not.toBeInTheDocument(); // one date per day
    await user.click(await screen.findByRole('button', { name: 'Place 3 orders' }));

    const placed = await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    await waitFor(() => expect(placed).toHaveFocus());
    expect(screen.getByText('Thank you! Your orders for 3 days have been placed (one per day and restaurant).')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Order [A-Z]-\d{4}-\d{6} — / })).toHaveLength(3);
    expect(calls).toEqual([{ date: tomorrow, status: 201 }, { date: second, status: 201 }, { date: third, status: 201 }]);
    expect(ordersOf('user@example.com').length - before).toBe(3);
    expect(cartKeys()).toEqual([]);
  });

  it('keeps a day the server refuses meanwhile (its menu withdrawn) in the cart with its reason, and places the others', async () => {
    const calls = orderCalls();
    const before = ordersOf('user@example.com').length;
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'TENANT'], [falafel, second, 1, 'TENANT'], [platDuJour, third, 1, 'TENANT']]);
    const submit = await screen.findByRole('button', { name: 'Place 3 orders' });
    // The checks have read the menus (every line orderable); then the restaurant withdraws the falafel.
    await waitFor(() => expect(screen.queryByText('Checking prices and availability…')).not.toBeInTheDocument());
    setFalafelAvailable(false);
    await user.click(submit);

    const results = await screen.findByRole('heading', { level: 2, name: '2 days placed, 1 day refused' });
    await waitFor(() => expect(results.closest('.checkout-results')).toHaveFocus());
    expect(calls.map((call) => [call.date, call.status])).toEqual([[tomorrow, 201], [second, 422], [third, 201]]);
    expect(ordersOf('user@example.com').length - before).toBe(2);
    // The placed days left the cart and are listed with their orders; the refused one stays, with the reason.
    expect(cartKeys()).toEqual([`${falafel.id}@${second}`]);
    expect(within(results.closest('.checkout-results') as HTMLElement).getAllByRole('link', { name: /^Order / })).toHaveLength(2);
    const day = screen.getByTestId(`day-${second}`);
    expect(within(day).getByText(/^The order for .+ was not placed$/)).toBeInTheDocument();
    expect(within(screen.getByTestId(`line-${falafel.id}@${second}`)).getByText(/cannot be ordered|can no longer be ordered|not available/i)).toBeInTheDocument();

    // Checked again, the day's line is now left out of the next submit (until removed).
    await waitFor(() => expect(screen.getByTestId(`line-${falafel.id}@${second}`)).toHaveClass('checkout-line--excluded'));
  });

  it('sends only the days still in the cart when placed again after a refusal', async () => {
    const calls = orderCalls();
    const before = ordersOf('user@example.com').length;
    // The second day is refused once, as a backend does when its deadline passed meanwhile.
    let refuse = true;
    server.use(
      http.post('*/api/v1/orders', async ({ request }) => {
        const body = (await request.clone().json()) as { requested_date: string };
        if (!refuse || body.requested_date !== second) return undefined; // the mock's own handler
        return HttpResponse.json(
          { message: 'Ordering for this day has closed.', errors: { 'items.0.restaurant_menu_id': ['Ordering for this day has closed.'] } },
          { status: 422 },
        );
      }),
    );
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'TENANT'], [falafel, second, 1, 'TENANT'], [platDuJour, third, 1, 'TENANT']]);
    await user.click(await screen.findByRole('button', { name: 'Place 3 orders' }));
    await screen.findByRole('heading', { level: 2, name: '2 days placed, 1 day refused' });
    expect(within(screen.getByTestId(`day-${second}`)).getAllByText('Ordering for this day has closed.').length).toBeGreaterThan(0);
    expect(cartKeys()).toEqual([`${falafel.id}@${second}`]);

    refuse = false;
    await user.click(screen.getByRole('button', { name: /Place order$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(calls.map((call) => [call.date, call.status])).toEqual([[tomorrow, 201], [second, 422], [third, 201], [second, 201]]);
    expect(ordersOf('user@example.com').length - before).toBe(3);
    expect(screen.getByText('Thank you! Your orders for 3 days have been placed (one per day and restaurant).')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Order [A-Z]-\d{4}-\d{6} — / })).toHaveLength(3);
    expect(cartKeys()).toEqual([]);
  });

  it('adds the days of a month together against the salary deduction limit', async () => {
    const calls = orderCalls();
    // Two days of the same month; what each costs the person (12.50 − 10 % − 0.50 a line) fits alone
    // in what is left of the €150.00, both together do not.
    const [a, b] = tomorrow.slice(0, 7) === second.slice(0, 7) ? [tomorrow, second] : [second, third];
    const left = 15000 - deductedInMonth(3, 1, a.slice(0, 7));
    const quantity = Math.min(20, Math.floor((left + 50) / 1125));
    expect(2 * (quantity * 1125 - 50)).toBeGreaterThan(left);
    expect(quantity * 1125 - 50).toBeLessThanOrEqual(left);
    const { user } = await renderApp('/checkout', { as: 'user@example.com', variables: true });
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    act(() => {
      useCart.getState().add(platDuJour, a, quantity, 'USER');
      useCart.getState().add(platDuJour, b, quantity, 'USER');
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Deduct the items I pay for from my salary' }));
    expect(await screen.findByText(/^This order would deduct /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place 2 orders' }));
    expect(calls).toEqual([]);
  });
});
