// Issue 29, on a phone: the cart and its count stay in the top bar, outside the folded "Settings and
// account" panel, as one button named with the count ("Cart, 3 items") — on the menus and in the
// signed-in area, in English and French.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../tests/setup/phone-screen';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;

/** The header's cart button, checked to be in the bar itself and not in the folded panel. */
function pinnedCart(name: string, foldedName: string) {
  const cart = screen.getByRole('button', { name });
  const header = cart.closest('header')!;
  const folded = document.getElementById(within(header).getByRole('button', { name: foldedName }).getAttribute('aria-controls')!)!;
  expect(folded).not.toContainElement(cart);
  expect(within(cart).getByText(/^\d+$/)).toBeInTheDocument(); // the count, drawn beside the word
  return cart;
}

describe('the cart on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', '', 'Tomorrow', 'Add Plat du jour to the cart', 'Quantity', 'My company', 'Add to cart', 'Cart, 3 items', 'Settings and account'],
    ['fr', '/fr', 'Demain', 'Ajouter Plat du jour au panier', 'Quantité', 'Mon entreprise', 'Ajouter au panier', 'Panier, 3 articles', 'Réglages et compte'],
  ] as const)('keeps its count in the top bar (%s)', async (locale, prefix, tomorrow, form, quantity, company, add, cart, folded) => {
    onAPhone();
    const { user, router } = await renderApp(`${prefix}/`, { as: 'user@example.com', locale });
    await user.click(await screen.findByRole('radio', { name: tomorrow }));
    const plat = await screen.findByRole('form', { name: form });
    await user.clear(within(plat).getByRole('spinbutton', { name: quantity }));
    await user.type(within(plat).getByRole('spinbutton', { name: quantity }), '3');
    await user.click(within(plat).getByRole('radio', { name: company }));
    await user.click(within(plat).getByRole('button', { name: `${add}: Plat du jour` }));
    await waitFor(() => expect(pinnedCart(cart, folded)).toHaveTextContent('3'));

    await router.navigate({ href: `${prefix}/admin/orders` });
    await screen.findByRole('table');
    expect(pinnedCart(cart, folded)).toHaveTextContent('3');
  }, SLOW);
});
