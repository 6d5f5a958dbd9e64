// The checkout's fields before anything is sent: the card's checks, the delivery address, the
// requested date's stated format (Enter in it never places the order), French names.
import { act, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '@/stores/cart';
import { renderApp } from '../../../tests/setup/render-app';
import { addDays } from '../../../mocks/domain/dates';
import { cartKeys, checkoutWith, fillPayment, platDuJour, today, tomorrow } from '../../../tests/setup/checkout-cart';

const announcer = () => document.getElementById('announcer')!;
const longDate = (iso: string) => new Date(`${iso}T12:00`).toLocaleDateString('en', { dateStyle: 'full' });

beforeEach(() => useCart.getState().clear());

// Typing into antd fields is slow in jsdom on a busy machine.
describe('checkout fields', { timeout: 60_000 }, () => {
  it('checks the card fields with clear messages before sending anything', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
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

  it('asks for the address of a delivery', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    await user.click(await screen.findByRole('radio', { name: 'Delivery' }));
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter the delivery address')).toBeInTheDocument();
  });

  it('states the requested date format, and Enter in the date never places the order', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    await fillPayment(user);
    const date = screen.getByLabelText('Requested date');
    expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(date).toHaveAccessibleDescription(/Type the date as YYYY-MM-DD, or press Down to choose it in the calendar: /);
    // Said with the field, not shown: on a phone the keys' description took seven lines.
    expect(screen.getByText(/press Down to choose it/)).not.toBeVisible();
    await user.click(date);
    await user.keyboard('{Enter}');
    // The browser's implicit submission would have sent the order by now (the mock answers at once).
    await expect(screen.findByRole('heading', { name: 'Order placed' }, { timeout: 1500 })).rejects.toThrow();
    expect(cartKeys()).toEqual([`1@${tomorrow}`]);
    expect(date).toHaveFocus();
  });

  it('picks the requested date in the calendar with the arrow keys, refusing a past day, never placing the order', async () => {
    const { user } = await checkoutWith([[platDuJour, tomorrow, 1, 'USER']]);
    await fillPayment(user);
    const date = screen.getByLabelText('Requested date');
    await user.click(date);
    await user.keyboard('{ArrowDown}');
    expect(announcer()).toHaveTextContent(longDate(tomorrow));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(announcer()).toHaveTextContent(`${longDate(addDays(today, -1))}, not available`);
    expect(date).toHaveValue(tomorrow);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(date).toHaveValue(addDays(today, 6));
    expect(date).toHaveFocus();
    // Another day than the items': the warning shown under the field is said with the keys' description.
    expect(date).toHaveAccessibleDescription(/^These items were chosen for .*Type the date as YYYY-MM-DD/);
    // Enter chose the day; the browser's implicit submission would have sent the order by now.
    await expect(screen.findByRole('heading', { name: 'Order placed' }, { timeout: 1500 })).rejects.toThrow();
    // Closed, the field's keys are the text's again; Down opens the calendar on the date typed.
    await user.keyboard('{ArrowDown}{PageDown}{Enter}');
    expect(date).toHaveValue(dayjs(addDays(today, 6)).add(1, 'month').format('YYYY-MM-DD'));
  });

  it('names the card expiry and the date format in French', async () => {
    await renderApp('/fr/checkout', { as: 'user@example.com', locale: 'fr' });
    await screen.findByRole('heading', { name: 'Votre panier est vide' });
    act(() => useCart.getState().add(platDuJour, tomorrow, 1, 'USER'));
    expect(await screen.findByLabelText('Date d’expiration (MM/AA)')).toHaveAttribute('placeholder', 'MM/AA');
    expect(screen.getByLabelText('Date souhaitée')).toHaveAttribute('placeholder', 'AAAA-MM-JJ');
  });
});
