import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { useCart } from '@/stores/cart';
import { setFeatureEnabled, setScenario } from '../../../mocks/control';
import { addDays, isoDate } from '../../../mocks/domain/dates';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const menu = (id: number, name: string, restaurantId: number, restaurantName: string, price: number | null): PublicMenu => ({
  id, restaurant_id: restaurantId, restaurant_name: restaurantName, restaurant_is_open: true, name, description: null, type: 'NORMAL',
  image_title: name, image_url: null, price, price_hidden: price === null, orderable: true, not_orderable_reason: null, order_until: null,
  discounts: [],
});
const platDuJour = menu(1, 'Plat du jour', 1, 'Chez Marcel', 1250);
const falafel = menu(6, 'Falafel bowl', 2, 'Green Bowl', null);
const steak = menu(11, 'Steak frites', 4, 'Brasserie du Parc', 1650); // its restaurant is closed

const today = isoDate(new Date());
const tomorrow = addDays(today, 1);

async function fillPayment(user: Awaited<ReturnType<typeof renderApp>>['user'], expiration = '12/39') {
  await user.type(await screen.findByLabelText('Name on card'), 'UMA USER');
  await user.type(screen.getByLabelText('Expiration date (MM/YY)'), expiration);
  await user.type(screen.getByLabelText('CVC'), '123');
}

const cartKeys = () => useCart.getState().lines.map((line) => line.key);

// Some antd parts (textarea count, typography) observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => useCart.getState().clear());

// Typing into antd fields is slow in jsdom on a busy machine.
describe('checkout', { timeout: 60_000 }, () => {
  it('shows a way back to the menus when the cart is empty', async () => {
    await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the menus' })).toHaveAttribute('href', '/');
  });

  it('places the order (one per restaurant), links to each and empties those lines', async () => {
    useCart.getState().add(platDuJour, tomorrow, 2, 'TENANT');
    useCart.getState().add(falafel, tomorrow, 1, 'USER');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Uma User');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('user@example.com');
    // The tenant's discount comes with the signed-in menu list: 2 × 12.50 − 10 % − 0.50 = 22.00.
    await waitFor(() => expect(screen.getByTestId(`line-1@${tomorrow}`)).toHaveTextContent('€22.00'));
    expect(screen.getByTestId(`line-6@${tomorrow}`)).toHaveTextContent('Price on request');
    await fillPayment(user);
    await user.type(screen.getByLabelText('Order comment'), 'No onions, please.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Order [A-Z]-\d{4}-\d{6} — / });
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Chez Marcel'), expect.stringContaining('Green Bowl')]);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/admin\/orders\/\d+$/);
    expect(cartKeys()).toEqual([]);
    expect(JSON.stringify(localStorage)).not.toContain('UMA USER');
    expect(JSON.stringify(sessionStorage)).not.toContain('UMA USER');
  });

  it('checks the card fields with clear messages before sending anything', async () => {
    useCart.getState().add(platDuJour, tomorrow, 1, 'USER');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter the name on the card')).toBeInTheDocument();
    expect(screen.getByText('Please enter the expiration date as MM/YY, e.g. 09/28')).toBeInTheDocument();
    expect(screen.getByText('The CVC is the 3 or 4 digits on the card')).toBeInTheDocument();

    await fillPayment(user, '01/20');
    await user.clear(screen.getByLabelText('CVC'));
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByText('The CVC is the 3 or 4 digits on the card')).toBeInTheDocument();
    expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
    expect(cartKeys()).toEqual([`1@${tomorrow}`]);
  });

  it('says Order failed, shows the server errors on the line and the field, and keeps every value', async () => {
    useCart.getState().add(platDuJour, tomorrow, 1, 'USER');
    useCart.getState().add(steak, tomorrow, 1, 'TENANT');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    // The menu list of the signed-in user already says the closed restaurant's menu cannot be ordered.
    expect(await within(await screen.findByTestId(`line-11@${tomorrow}`)).findByText('The restaurant is closed')).toBeInTheDocument();
    await fillPayment(user);
    await user.type(screen.getByLabelText('Order comment'), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Order failed');
    expect(within(screen.getByTestId(`line-11@${tomorrow}`)).getByText('The selected menu cannot be ordered for this date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order comment')).toHaveValue('Keep me');
    expect(screen.getByLabelText('Name on card')).toHaveValue('UMA USER');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    expect(cartKeys()).toEqual([`1@${tomorrow}`, `11@${tomorrow}`]);

    // Without the line the order goes through.
    await user.click(screen.getByRole('button', { name: 'Remove Steak frites from the cart' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
  });

  it('maps items.N.* to the N-th line sent and payment.expiration to its field', async () => {
    useCart.getState().add(platDuJour, tomorrow, 1, 'USER');
    useCart.getState().add(steak, tomorrow, 1, 'TENANT');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    await fillPayment(user);
    server.use(
      http.post('*/api/v1/orders', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              'items.0.payer': ['Please select quantity and who is responsible for paying for the item'],
              'payment.expiration': ['The card has expired.'],
              requested_date: ['The requested date field must be a date after or equal to today.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order failed');
    expect(within(screen.getByTestId(`line-1@${tomorrow}`)).getByText('Please select quantity and who is responsible for paying for the item')).toBeInTheDocument();
    expect(screen.getByText('The card has expired.')).toBeInTheDocument();
    expect(screen.getByText('The requested date field must be a date after or equal to today.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiration date (MM/YY)')).toHaveValue('12/39');
  });

  it('keeps everything when the server fails', async () => {
    useCart.getState().add(platDuJour, tomorrow, 3, 'TENANT');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    await fillPayment(user);
    setScenario('server-error');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order failed');
    expect(screen.getByLabelText('Name on card')).toHaveValue('UMA USER');
    expect(useCart.getState().lines).toMatchObject([{ quantity: 3, payer: 'TENANT' }]);
  });

  it('checks out one day at a time and keeps the other days in the cart', async () => {
    const later = addDays(today, 2);
    useCart.getState().add(platDuJour, later, 1, 'USER');
    useCart.getState().add(platDuJour, tomorrow, 1, 'USER');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByText(/Each day is a separate order/)).toBeInTheDocument();
    const days = screen.getAllByRole('radio', { name: /\(1 item\)$/ });
    expect(days).toHaveLength(2);
    expect(days[0]).toBeChecked();
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(cartKeys()).toEqual([`1@${later}`]);
    await user.click(screen.getByRole('button', { name: 'Check out the next day' }));
    expect(await screen.findByTestId(`line-1@${later}`)).toBeInTheDocument();
  });

  it('follows the feature flags: no payer, contact, delivery or payment when they are off', async () => {
    for (const name of ['payer', 'contact', 'delivery', 'payment', 'request-date']) setFeatureEnabled(name, false);
    useCart.getState().add(platDuJour, today, 1, 'TENANT');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByText('Orders are placed for today.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'My company' })).not.toBeInTheDocument();
    expect(screen.queryByText('How do you get your lunch?')).not.toBeInTheDocument();
    expect(user).toBeDefined();
  });

  it('keeps what was typed (never the card) for this tab, e.g. across a trip to the login page', async () => {
    useCart.getState().add(platDuJour, tomorrow, 1, 'USER');
    const first = await renderApp('/checkout', { as: 'user@example.com' });
    await first.user.type(await screen.findByLabelText('Order comment'), 'Ring twice');
    await first.user.type(screen.getByLabelText('Name on card'), 'UMA USER');
    first.unmount();
    await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByLabelText('Order comment')).toHaveValue('Ring twice');
    expect(screen.getByLabelText('Name on card')).toHaveValue('');
    expect(JSON.stringify(sessionStorage)).not.toContain('UMA USER');
  });

  it('asks for the address of a delivery', async () => {
    useCart.getState().add(platDuJour, tomorrow, 1, 'USER');
    const { user } = await renderApp('/checkout', { as: 'user@example.com' });
    await user.click(await screen.findByRole('radio', { name: 'Delivery' }));
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter the delivery address')).toBeInTheDocument();
  });
});
