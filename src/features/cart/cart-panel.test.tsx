import { act, cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { fetchCurrentUser } from '@/api/auth';
import { dateOf, localIsoDate } from '@/lib/dates';
import { useCart } from '@/stores/cart';
import { setSessionUser } from '@/stores/session';
import { addDays } from '../../../mocks/domain/dates';
import { renderApp } from '../../../tests/setup/render-app';

const base: PublicMenu = {
  id: 1, restaurant_id: 1, restaurant_name: 'Chez Marcel', restaurant_is_open: true, name: 'Plat du jour', description: null,
  type: 'NORMAL', image_title: 'Plat du jour', image_url: null, price: 1250, price_hidden: false, orderable: true,
  not_orderable_reason: null, order_until: null,
  discounts: [
    { id: 1, amount: 10, type: 'PERCENTAGE', owner_type: 'TENANT', owner_id: 1, priority: 0 },
    { id: 5, amount: 50, type: 'FIXED', owner_type: 'RESTAURANT_MENU', owner_id: 1, priority: 2 },
  ],
};
const bowl: PublicMenu = { ...base, id: 5, restaurant_id: 2, restaurant_name: 'Green Bowl', name: 'Buddha bowl', price: null, price_hidden: true, discounts: [] };
const quiche: PublicMenu = { ...base, id: 4, name: 'Quiche lorraine', price: 1100, discounts: [] };

// Days on which the mock offers all three menus (the quiche from today + 3 to today + 9).
const today = localIsoDate();
const dayA = addDays(today, 3);
const dayB = addDays(today, 4);
const label = (day: string) => dateOf(day).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

beforeEach(() => useCart.getState().clear());

/** The landing page, once its menus are shown (the header settles with it). */
async function renderLanding() {
  const view = await renderApp('/');
  await screen.findAllByRole('link', { name: 'Chez Marcel' });
  return view;
}

describe('cart panel', () => {
  it('shows an empty cart', async () => {
    const { user } = await renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Cart, empty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveTextContent('Your cart is empty.');
    expect(within(dialog).queryByRole('link', { name: 'Check out' })).not.toBeInTheDocument();
  });

  it('lists lines by day with subtotals per day and payer, discounts and the total; Esc closes it', async () => {
    const { add } = useCart.getState();
    add(base, dayB, 1, 'USER'); // 1250 − 125 − 50 = 1075
    add(quiche, dayA, 2, 'TENANT'); // 2200
    add(bowl, dayA, 1, 'TENANT'); // price on request
    const { user } = await renderLanding();
    const button = await screen.findByRole('button', { name: 'Cart, 4 items' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(screen.getByRole('heading', { name: 'Your cart' })).toHaveFocus();

    const days = within(dialog).getAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([label(dayA), label(dayB)]);
    expect(days[0]).toHaveTextContent('Price on request');
    expect(days[0]).toHaveTextContent('Subtotal for this day€22.00 + price on request');
    expect(days[1]).toHaveTextContent('Discounts −€1.75');
    expect(days[1]).toHaveTextContent('Subtotal for this day€10.75');
    expect(dialog).toHaveTextContent('Paid by me€10.75');
    expect(dialog).toHaveTextContent('Paid by my company€22.00 + price on request');
    expect(dialog).toHaveTextContent('Discounts−€1.75');
    expect(dialog).toHaveTextContent('Total€32.75');
    expect(dialog).toHaveTextContent('1 line has a price on request and is not included in the totals.');
    expect(within(dialog).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('edits quantity and payer and removes a line', async () => {
    useCart.getState().add(quiche, dayA, 1, 'USER');
    useCart.getState().add(base, dayA, 1, 'USER');
    const { user } = await renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    await user.click(screen.getByRole('button', { name: 'One more (Quantity of Quiche lorraine)' }));
    await user.selectOptions(screen.getByLabelText('Who pays for Quiche lorraine'), 'My company');
    expect(useCart.getState().lines[0]).toMatchObject({ quantity: 2, payer: 'TENANT' });
    const quantity = screen.getByLabelText('Quantity of Plat du jour');
    await user.clear(quantity);
    await user.type(quantity, '7');
    expect(useCart.getState().lines[1]).toMatchObject({ quantity: 7 });
    await user.click(screen.getByRole('button', { name: 'Remove Plat du jour from the cart' }));
    expect(useCart.getState().lines.map((line) => line.menu.name)).toEqual(['Quiche lorraine']);
    expect(screen.getByRole('heading', { name: 'Your cart' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('keeps the focus inside while open', async () => {
    useCart.getState().add(quiche, dayA, 1, 'USER');
    const { user } = await renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows a line that can no longer be ordered as such, leaves it out of the sums, and removes it', async () => {
    useCart.getState().add(quiche, dayA, 1, 'USER');
    useCart.getState().add(base, addDays(today, -1), 2, 'USER'); // yesterday's lunch
    useCart.getState().add(quiche, addDays(today, 1), 1, 'USER'); // the quiche is not offered tomorrow
    const { user } = await renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Cart, 4 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    const [yesterday, tomorrow] = within(dialog).getAllByRole('region');
    expect(yesterday).toHaveTextContent('This day is over: it can no longer be ordered Not included in the order. Remove it from the cart.');
    expect(yesterday).toHaveTextContent('Subtotal for this day€0.00');
    expect(await within(tomorrow!).findByText(/Not offered to your company on this day/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Total€11.00');
    await user.click(within(yesterday!).getByRole('button', { name: 'Remove Plat du jour from the cart' }));
    expect(useCart.getState().lines.map((line) => line.date)).toEqual([dayA, addDays(today, 1)]);
  });
});

/** The landing page signed in (main.tsx starts the session fetch at boot; renderApp does not). */
async function renderSignedIn(as: string) {
  const view = await renderApp('/', { as });
  const user = await fetchCurrentUser();
  act(() => setSessionUser(user));
  await screen.findByRole('button', { name: /Account menu of/ });
  return view;
}

describe('a cart per person', () => {
  it('hides the cart on sign-out, shows the next user an empty one, and gives the first user theirs back', async () => {
    const first = await renderSignedIn('user@example.com');
    act(() => void useCart.getState().add(base, dayA, 3, 'TENANT'));
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: /Account menu of/ }));
    await first.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    first.unmount();

    await renderSignedIn('user2@example.com');
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    cleanup();

    const back = await renderSignedIn('user@example.com');
    await back.user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(await screen.findByLabelText('Who pays for Plat du jour')).toHaveValue('TENANT');
  });

  it('lets the user who signs in take over what a visitor put in the cart; a company payer is chosen again', async () => {
    const visitor = await renderLanding();
    act(() => void useCart.getState().add(base, dayA, 2, 'TENANT'));
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    visitor.unmount();

    const { user } = await renderSignedIn('user@example.com');
    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveTextContent('Please select quantity and who is responsible for paying for the item');
    expect(screen.getByLabelText('Who pays for Plat du jour')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Who pays for Plat du jour'), 'My company');
    expect(dialog).not.toHaveTextContent('Please select quantity');
    expect(localStorage.getItem('lunch-cart:guest')).toBeNull();
  });
});
