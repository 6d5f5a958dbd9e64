import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { useCart } from '@/stores/cart';
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
    add(base, '2026-11-24', 1, 'USER'); // 1250 − 125 − 50 = 1075
    add(quiche, '2026-11-23', 2, 'TENANT'); // 2200
    add(bowl, '2026-11-23', 1, 'TENANT'); // price on request
    const { user } = await renderLanding();
    const button = await screen.findByRole('button', { name: 'Cart, 4 items' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(screen.getByRole('heading', { name: 'Your cart' })).toHaveFocus();

    const days = within(dialog).getAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual(['Monday, November 23', 'Tuesday, November 24']);
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
    useCart.getState().add(quiche, '2026-11-23', 1, 'USER');
    useCart.getState().add(base, '2026-11-23', 1, 'USER');
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
    useCart.getState().add(quiche, '2026-11-23', 1, 'USER');
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
});
