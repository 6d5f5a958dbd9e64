import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '@/stores/cart';
import { setFeatureEnabled, setScenario } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';
import { cartKeys, checkoutWith, falafel, fillPayment, platDuJour, steak, today, tomorrow } from '../../../tests/setup/checkout-cart';

beforeEach(() => useCart.getState().clear());

// Typing into antd fields is slow in jsdom on a busy machine.
describe('checkout', { timeout: 60_000 }, () => {
  it('shows a way back to the menus when the cart is empty', async () => {
    await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the menus' })).toHaveAttribute('href', '/');
  });

  it('places the order (one per restaurant), links to each and empties those lines', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 2, 'TENANT'], [falafel, tomorrow, 1, 'USER']]);
    expect(await screen.findByLabelText('Name')).toHaveValue('Uma User');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('user@example.com');
    // The tenant's discount comes with the signed-in menu list: 2 × 12.50 − 10 % − 0.50 = 22.00.
    await waitFor(() => expect(screen.getByTestId(`line-1@${tomorrow}`)).toHaveTextContent('€22.00'));
    expect(screen.getByTestId(`line-6@${tomorrow}`)).toHaveTextContent('Price on request');
    await fillPayment(user);
    await user.type(screen.getByLabelText('Order comment'), 'No onions, please.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    // The success state is a page of its own: its h1 has the focus (the button has gone), its
    // title is the document's, and the news is said in the live region.
    const placed = await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    await waitFor(() => expect(placed).toHaveFocus());
    expect(document.title).toBe('Order placed · Lunch');
    expect(document.getElementById('announcer')).toHaveTextContent('Order placed');
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Order [A-Z]-\d{4}-\d{6} — / });
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Chez Marcel'), expect.stringContaining('Green Bowl')]);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/admin\/orders\/\d+$/);
    expect(cartKeys()).toEqual([]);
    expect(JSON.stringify(localStorage)).not.toContain('UMA USER');
    expect(JSON.stringify(sessionStorage)).not.toContain('UMA USER');
  });

  it('shows a line the user may not order as such, leaves it out of the order and keeps it until removed', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER'], [steak, tomorrow, 1, 'TENANT']]);
    // The menu list of the signed-in user says the closed restaurant's menu cannot be ordered.
    const steakLine = await screen.findByTestId(`line-11@${tomorrow}`);
    expect(await within(steakLine).findByText(/The restaurant is closed/)).toHaveTextContent('Not included in the order. Remove it from the cart.');
    // The sums count only what is ordered: 12.50 − 10 % − 0.50 = 10.75 (the steak's 16.50 is not in).
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('€10.75'));
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Order [A-Z]-\d{4}-\d{6} — / });
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Chez Marcel')]);
    expect(cartKeys()).toEqual([`11@${tomorrow}`]);
    await user.click(screen.getByRole('button', { name: 'See what is left in your cart' }));
    // The button went with the success state: the focus is on the checkout's heading again.
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus();
    expect(document.title).toBe('Checkout · Lunch');
    await user.click(await screen.findByRole('button', { name: 'Remove Steak frites from the cart' }));
    expect(cartKeys()).toEqual([]);
  });

  it('asks for the payer of a line whose company payer was chosen under another tenant, and sends nothing until chosen', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    act(() => useCart.setState({ lines: useCart.getState().lines.map((line) => ({ ...line, payer: null })) }));
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/v1/orders')) sent += 1;
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const line = screen.getByTestId(`line-1@${tomorrow}`);
    expect(await within(line).findByText('Please select quantity and who is responsible for paying for the item')).toBeInTheDocument();
    expect(sent).toBe(0);
    await user.click(within(line).getByText('My company'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(sent).toBe(1);
    server.events.removeAllListeners();
  });

  it('maps items.N.* to the N-th line sent and payment.expiration to its field', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER'], [steak, tomorrow, 1, 'TENANT']]);
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
    const { user } = await checkoutWith([[platDuJour, tomorrow, 3, 'USER']]);
    await fillPayment(user);
    setScenario('server-error');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order failed');
    expect(screen.getByLabelText('Name on card')).toHaveValue('UMA USER');
    expect(useCart.getState().lines).toMatchObject([{ quantity: 3, payer: 'USER' }]);
  });

  it('follows the feature flags: no payer, contact, delivery or payment when they are off', async () => {
    for (const name of ['payer', 'contact', 'delivery', 'payment', 'request-date']) setFeatureEnabled(name, false);
    const { user } = await checkoutWith([[platDuJour, today, 1, 'TENANT']]);
    expect(await screen.findByText('Orders are placed for today.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'My company' })).not.toBeInTheDocument();
    expect(screen.queryByText('How do you get your lunch?')).not.toBeInTheDocument();
    expect(user).toBeDefined();
  });

  it('keeps what was typed (never the card) as a draft for this tab, offered back e.g. after a trip to the login page', async () => {
    const first = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    await first.user.type(await screen.findByLabelText('Order comment'), 'Ring twice');
    await first.user.type(screen.getByLabelText('Name on card'), 'UMA USER');
    await first.user.type(screen.getByLabelText('CVC'), '123');
    first.unmount();
    expect(JSON.stringify(sessionStorage)).toContain('Ring twice');
    expect(JSON.stringify(sessionStorage)).not.toMatch(/UMA USER|"cvc"|123/);

    const second = await renderApp('/checkout', { as: 'user@example.com' });
    expect(await screen.findByText('You have unsaved changes from earlier.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order comment')).toHaveValue('');
    await second.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Order comment')).toHaveValue('Ring twice');
    expect(screen.getByLabelText('Name on card')).toHaveValue('');
    expect(screen.queryByText('You have unsaved changes from earlier.')).not.toBeInTheDocument();

    // Placed: the draft has done its job.
    await fillPayment(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('Ring twice');
  });
});
