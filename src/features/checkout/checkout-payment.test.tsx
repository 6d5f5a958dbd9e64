// Issue 29: the checkout asks for a card only when the person pays some of the order themselves
// (not from their salary) and the payment feature is on; a line whose price the restaurant sets says
// how it will be charged; the summary says who pays what before "Place order".
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderPayload } from '@/api/models';
import { useCart } from '@/stores/cart';
import { setFeatureEnabled } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { cartKeys, checkoutWith, falafel, fillPayment, platDuJour, tomorrow } from '../../../tests/setup/checkout-cart';

/** The bodies of the orders placed (POST api/v1/orders) while the test runs. */
function sentOrders(): PlaceOrderPayload[] {
  const bodies: PlaceOrderPayload[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/v1/orders')) {
      void request.clone().json().then((body) => bodies.push(body as PlaceOrderPayload));
    }
  });
  return bodies;
}

const paymentSection = () => screen.queryByRole('heading', { name: 'Payment' });
const summary = () => screen.getByRole('heading', { name: 'Summary' }).closest<HTMLElement>('.checkout-summary')!;
/** The summary's rows as "label: value". */
const summaryRows = () => within(summary()).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

beforeEach(() => useCart.getState().clear());
afterEach(() => server.events.removeAllListeners());

// Typing into antd fields is slow in jsdom on a busy machine.
describe('checkout payment', { timeout: 60_000 }, () => {
  it('asks for no card when the company pays every line, and places the order without one', async () => {
    const sent = sentOrders();
    const { user } = await checkoutWith([[platDuJour, tomorrow, 2, 'TENANT']]);
    await waitFor(() => expect(summaryRows()).toEqual(['Paid by my company: €22.00', 'Discounts: −€3.00', 'Total: €22.00']));
    expect(paymentSection()).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(cartKeys()).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('payment');
    expect(sent[0]!.items).toEqual([{ restaurant_menu_id: 1, quantity: 2, payer: 'TENANT' }]);
  });

  it('asks for the card as soon as one line is the person’s, and requires it', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'TENANT'], [falafel, tomorrow, 1, 'TENANT']]);
    await screen.findByTestId(`line-6@${tomorrow}`);
    expect(paymentSection()).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId(`line-1@${tomorrow}`)).getByText('Me'));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter the name on the card')).toBeInTheDocument();
    expect(screen.getByText('The CVC is the 3 or 4 digits on the card')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
    expect(cartKeys()).toHaveLength(2);
  });

  it('drops the card section and what was typed in it when the items are deducted from salary', async () => {
    const sent = sentOrders();
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    await fillPayment(user);
    const deduct = screen.getByRole('checkbox', { name: 'Deduct the items I pay for from my salary' });
    await user.click(deduct);
    expect(paymentSection()).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    expect(summaryRows()).toEqual(['Deducted from my salary: €10.75', 'Discounts: −€1.75', 'Total: €10.75']);
    // Back again, the card fields are empty: card data is not kept behind the person's back.
    await user.click(deduct);
    expect(await screen.findByLabelText('Name on card')).toHaveValue('');
    expect(screen.getByLabelText('CVC')).toHaveValue('');
    expect(summaryRows()).toEqual(['Paid by me: €10.75', 'Discounts: −€1.75', 'Total: €10.75']);

    await user.click(deduct);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ deduct_from_salary: true });
    expect(sent[0]).not.toHaveProperty('payment');
  });

  it('asks for no card when the payment feature is off, and counts every line as the person’s when the payer feature is off', async () => {
    setFeatureEnabled('payment', false);
    const first = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    await waitFor(() => expect(summaryRows()).toEqual(['Paid by me: €10.75', 'Discounts: −€1.75', 'Total: €10.75']));
    expect(paymentSection()).not.toBeInTheDocument();
    first.unmount();

    setFeatureEnabled('payment', true);
    setFeatureEnabled('payer', false);
    useCart.getState().clear();
    await checkoutWith([[platDuJour, tomorrow, 1, 'TENANT']]);
    // The company cannot be chosen: the line is the person's, and so is the card.
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'My company' })).not.toBeInTheDocument();
    await waitFor(() => expect(summaryRows()).toEqual(['Paid by me: €10.75', 'Discounts: −€1.75', 'Total: €10.75']));
  });

  it('says how a line whose price the restaurant sets will be charged, and who pays what in the summary', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 2, 'TENANT'], [falafel, tomorrow, 1, 'TENANT']]);
    const hidden = await screen.findByTestId(`line-6@${tomorrow}`);
    expect(hidden).toHaveTextContent('Price on request');
    expect(within(hidden).getByText('Paid by my company, at the price the restaurant sets')).toBeInTheDocument();
    // A priced line needs no such sentence.
    expect(screen.getByTestId(`line-1@${tomorrow}`)).not.toHaveTextContent('at the price the restaurant sets');
    await waitFor(() => expect(summaryRows()).toEqual(['Paid by my company: €22.00 + price on request', 'Discounts: −€3.00', 'Total: €22.00']));

    await user.click(within(hidden).getByText('Me'));
    expect(within(hidden).getByText('Paid by me, at the price the restaurant sets')).toBeInTheDocument();
    expect(summaryRows()).toEqual(['Paid by me: Price on request', 'Paid by my company: €22.00', 'Discounts: −€3.00', 'Total: €22.00']);
    // The person pays that line: its price is not known yet, the card is asked for all the same.
    expect(paymentSection()).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Deduct the items I pay for from my salary' }));
    expect(within(hidden).getByText('Deducted from my salary, at the price the restaurant sets')).toBeInTheDocument();
    expect(summaryRows()).toEqual(['Deducted from my salary: Price on request', 'Paid by my company: €22.00', 'Discounts: −€3.00', 'Total: €22.00']);
    expect(within(summary()).getByText('1 line has a price on request and is not included in the totals.')).toBeInTheDocument();
  });
});
