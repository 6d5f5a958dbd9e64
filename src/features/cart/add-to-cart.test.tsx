import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { useCart } from '@/stores/cart';
import { setFeatureEnabled } from '../../../mocks/control';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { AddToCart } from './add-to-cart';

const menu: PublicMenu = {
  id: 1, restaurant_id: 1, restaurant_name: 'Chez Marcel', restaurant_is_open: true, name: 'Plat du jour', description: null,
  type: 'NORMAL', image_title: 'Plat du jour', image_url: null, price: 1250, price_hidden: false, orderable: true,
  not_orderable_reason: null, order_until: null, discounts: [],
};

async function renderAddToCart(props: { menu?: PublicMenu; locale?: 'en' | 'fr' } = {}) {
  const { user } = await renderWithProviders(<AddToCart menu={props.menu ?? menu} date="2026-11-23" />, { locale: props.locale });
  return user;
}

const MESSAGE = 'Please select quantity and who is responsible for paying for the item';

beforeEach(() => useCart.getState().clear());

describe('AddToCart', () => {
  it('asks for the payer with the exact message and adds nothing', async () => {
    const user = await renderAddToCart();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Plat du jour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(useCart.getState().lines).toEqual([]);
  });

  it('asks for the quantity with the same message when it is emptied', async () => {
    const user = await renderAddToCart();
    await user.click(screen.getByRole('radio', { name: 'My company' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Plat du jour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(useCart.getState().lines).toEqual([]);
  });

  it('refuses a quantity above 20', async () => {
    const user = await renderAddToCart();
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '25');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Plat du jour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a quantity from 1 to 20');
    expect(useCart.getState().lines).toEqual([]);
  });

  it('adds with quantity and payer, and adds to the same line again', async () => {
    const user = await renderAddToCart();
    await user.click(screen.getByRole('button', { name: 'One more (Quantity)' }));
    await user.click(screen.getByRole('radio', { name: 'My company' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Plat du jour' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart: 2 × Plat du jour.');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Plat du jour' }));
    expect(useCart.getState().lines).toMatchObject([{ key: '1@2026-11-23', quantity: 3, payer: 'TENANT', date: '2026-11-23' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pays as the user without asking when the payer feature is off', async () => {
    setFeatureEnabled('payer', false);
    const user = await renderAddToCart();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Plat du jour' }));
    expect(useCart.getState().lines).toMatchObject([{ quantity: 1, payer: 'USER' }]);
  });

  it('is disabled with the reason when the menu cannot be ordered', async () => {
    await renderAddToCart({ menu: { ...menu, orderable: false, not_orderable_reason: 'TIME_LIMIT_PASSED' } });
    const button = screen.getByRole('button', { name: 'Add to cart: Plat du jour' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Ordering for this day has closed');
  });

  it('speaks French', async () => {
    const user = await renderAddToCart({ locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier: Plat du jour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez sélectionner la quantité et qui est responsable du paiement de l’article',
    );
  });
});
