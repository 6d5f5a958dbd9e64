// The default_order_deadline variable in the cart: a line for today of a restaurant that sets no
// same-day limit (Sakura Bento, Globex's) is closed once the deadline has passed — also when the
// menus the app holds say nothing of it — and stays orderable without the variable.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localIsoDate } from '@/lib/dates';
import { useCart } from '@/stores/cart';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { SEED_TIME } from '../../../mocks/db/seed-time';
import { menu } from '../../../tests/setup/checkout-cart';
import { renderApp } from '../../../tests/setup/render-app';

const bento = menu(13, 'Bento poulet teriyaki', 5, 'Sakura Bento', 1250);
const today = localIsoDate();

/** A deadline already passed whatever the hour: midnight. */
function setDeadline(value: string) {
  db().variables.push({
    id: 99, key: 'default_order_deadline', type: 'time', value, description: null, tenant_id: null, created_at: SEED_TIME, updated_at: SEED_TIME,
  });
}

async function openCart() {
  useCart.getState().add(bento, today, 1, 'TENANT');
  const { user } = await renderApp('/', { as: 'user2@example.com', variables: true });
  await screen.findAllByRole('link', { name: 'Sakura Bento' });
  await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
  return within(await screen.findByRole('dialog', { name: 'Your cart' }));
}

beforeEach(() => useCart.getState().clear());
afterEach(() => server.events.removeAllListeners());

describe('the default order deadline in the cart', () => {
  it('closes today’s line of a restaurant without its own limit once the deadline has passed', async () => {
    setDeadline('00:00');
    const cart = await openCart();
    expect(await cart.findByText('Ordering for this day has closed Not included in the order. Remove it from the cart.')).toBeInTheDocument();
  });

  it('applies it even when the menus it holds name no limit (read before the value was set)', async () => {
    setDeadline('00:00');
    // The menus as a backend that does not know the variable yet would send them.
    server.use(
      http.get('*/api/v1/public/menus', () => HttpResponse.json({ data: [{ ...bento, orderable: true, not_orderable_reason: null, order_until: null }] })),
    );
    const cart = await openCart();
    expect(await cart.findByText(/^Ordering for this day has closed/)).toBeInTheDocument();
  });

  it('leaves the line orderable without the variable', async () => {
    const menusRead = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => new URL(request.url).pathname.endsWith('/public/menus') && resolve()),
    );
    const cart = await openCart();
    await cart.findByText('Bento poulet teriyaki');
    expect(await screen.findByRole('link', { name: 'support@lunch.example' })).toBeInTheDocument(); // the values are in
    await menusRead;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // and the menus are checked
    expect(cart.queryByText(/Ordering for this day has closed/)).not.toBeInTheDocument();
    expect(cart.getByRole('link', { name: 'Check out' })).toBeInTheDocument();
  });
});
