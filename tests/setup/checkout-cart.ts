// What the checkout tests share: menus for the cart, the payment fields filled, the checkout opened
// with a cart of the signed-in user's.
import { act, screen } from '@testing-library/react';
import type { Payer, PublicMenu } from '@/api/models';
import { useCart } from '@/stores/cart';
import { addDays, isoDate } from '../../mocks/domain/dates';
import { renderApp } from './render-app';

export const menu = (id: number, name: string, restaurantId: number, restaurantName: string, price: number | null): PublicMenu => ({
  id, restaurant_id: restaurantId, restaurant_name: restaurantName, restaurant_is_open: true, name, description: null, type: 'NORMAL',
  image_title: name, image_url: null, price, price_hidden: price === null, orderable: true, not_orderable_reason: null, order_until: null,
  discounts: [],
});
export const platDuJour = menu(1, 'Plat du jour', 1, 'Chez Marcel', 1250);
export const falafel = menu(6, 'Falafel bowl', 2, 'Green Bowl', null);
export const steak = menu(11, 'Steak frites', 4, 'Brasserie du Parc', 1650); // its restaurant is closed

export const today = isoDate(new Date());
export const tomorrow = addDays(today, 1);

export async function fillPayment(user: Awaited<ReturnType<typeof renderApp>>['user'], expiration = '12/39') {
  await user.type(await screen.findByLabelText('Name on card'), 'UMA USER');
  await user.type(screen.getByLabelText('Expiration date (MM/YY)'), expiration);
  await user.type(screen.getByLabelText('CVC'), '123');
}

export const cartKeys = () => useCart.getState().lines.map((line) => line.key);

/** Signs in, opens the checkout and fills the user's own cart (a cart belongs to the signed-in user). */
export async function checkoutWith(lines: [PublicMenu, string, number, Payer][], as = 'user@example.com') {
  const app = await renderApp('/checkout', { as });
  await screen.findByRole('heading', { name: 'Your cart is empty' });
  act(() => {
    for (const [menu, date, quantity, payer] of lines) useCart.getState().add(menu, date, quantity, payer);
  });
  return app;
}

// Some antd parts (textarea count, typography) observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
