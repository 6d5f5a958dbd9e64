// The salary_deduction_monthly_limit variable at checkout: ticking "deduct from salary" says what is
// left of the month's limit; an order whose own part would pass it is refused on the box before
// anything is sent, and the server's 422 lands on the box too; without a limit, or with the
// variables feature off, the checkout is as before.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { useCart } from '@/stores/cart';
import { setVariables } from '@/stores/variables';
import { setFeatureEnabled } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { deductedInMonth } from '../../../mocks/orders/salary-deduction';
import { platDuJour, tomorrow } from '../../../tests/setup/checkout-cart';
import { renderApp } from '../../../tests/setup/render-app';

const DEDUCT = 'Deduct the items I pay for from my salary';
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
/** What user@example.com (id 3, Acme) has left of the seed's €150.00 in the month of tomorrow. */
const left = () => 15000 - deductedInMonth(3, 1, tomorrow.slice(0, 7));

function placedOrders(): number[] {
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/v1/orders')) statuses.push(response.status);
  });
  return statuses;
}

async function checkout(quantity: number, variables = true) {
  const app = await renderApp('/checkout', { as: 'user@example.com', variables });
  await screen.findByRole('heading', { name: 'Your cart is empty' });
  act(() => void useCart.getState().add(platDuJour as PublicMenu, tomorrow, quantity, 'USER'));
  await screen.findByRole('checkbox', { name: DEDUCT });
  return app;
}

beforeEach(() => useCart.getState().clear());
afterEach(() => server.events.removeAllListeners());

describe('the monthly salary deduction limit at checkout', { timeout: 60_000 }, () => {
  it('says what is left of the month’s limit once the box is ticked, and places an order within it', async () => {
    const placed = placedOrders();
    const { user } = await checkout(1);
    expect(screen.queryByText(/salary deduction limit/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: DEDUCT }));
    const said = await screen.findByText(/salary deduction limit for \w+ \d{4} is left\.$/);
    expect(said).toHaveTextContent(`${euros(left())} of your €150.00 salary deduction limit for`);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(placed).toEqual([201]);
  });

  it('refuses on the box an order whose own part would pass the limit, and sends nothing', async () => {
    const placed = placedOrders();
    const { user } = await checkout(20); // €250.00, −10 % (Acme), −€0.50 (the menu's own)
    await user.click(screen.getByRole('checkbox', { name: DEDUCT }));
    const refusal = await screen.findByText(/^This order would deduct €224\.50 from your salary/);
    expect(refusal).toHaveTextContent(`but only ${euros(left())} of your €150.00 limit for`);
    expect(refusal).toHaveTextContent('Untick this box to pay another way, or remove items.');
    expect(refusal.closest('.ant-form-item')).toHaveTextContent(DEDUCT);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
    expect(placed).toEqual([]);
    // Unticked, the refusal goes (the card is asked for instead).
    await user.click(screen.getByRole('checkbox', { name: DEDUCT }));
    await waitFor(() => expect(screen.queryByText(/^This order would deduct/)).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Name on card')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the box when the month filled up meanwhile', async () => {
    const { user } = await checkout(2);
    await user.click(screen.getByRole('checkbox', { name: DEDUCT }));
    await screen.findByText(/salary deduction limit for \w+ \d{4} is left\.$/);
    // Another tab (or a lower limit) leaves less than this order while the page is open.
    const limit = db().variables.find((variable) => variable.key === 'salary_deduction_monthly_limit')!;
    limit.value = 15000 - left() + 1000;
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const refusal = await screen.findByText(/^This order would take your salary deductions for \d{4}-\d{2} past the monthly limit of/);
    expect(refusal.closest('.ant-form-item')).toHaveTextContent(DEDUCT);
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
  });

  it('is as before without a limit: nothing said, and a large deduction goes through', async () => {
    db().variables = db().variables.filter((variable) => variable.key !== 'salary_deduction_monthly_limit');
    const placed = placedOrders();
    const { user } = await checkout(20);
    expect(await screen.findByRole('link', { name: 'lunch-help@acme.example' })).toBeInTheDocument(); // the values are in
    await user.click(screen.getByRole('checkbox', { name: DEDUCT }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(placed).toEqual([201]);
    expect(screen.queryByText(/salary deduction limit/)).not.toBeInTheDocument();
  });

  it('is as before with the variables feature off', async () => {
    setFeatureEnabled('variables', false);
    const placed = placedOrders();
    const { user } = await checkout(20, false);
    // A limit known anyway (the backend answers none with the feature off): the checkout ignores it.
    act(() => setVariables({ salary_deduction_monthly_limit: 100 }));
    await user.click(screen.getByRole('checkbox', { name: DEDUCT }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(placed).toEqual([201]);
    expect(screen.queryByText(/This order would deduct/)).not.toBeInTheDocument();
  });
});
