import { describe, expect, it } from 'vitest';
import { buildOrderRequest, needsCard, splitOrderErrors, type CheckoutFeatures, type RequestLine } from './order-request';
import { expirationProblem, formatExpirationInput } from './payment-rules';

const allOn: CheckoutFeatures = { payer: true, contact: true, delivery: true, shipping: true, payment: true };
const lines: RequestLine[] = [
  { key: '1@2026-11-23', menuId: 1, quantity: 2, payer: 'TENANT' },
  { key: '5@2026-11-23', menuId: 5, quantity: 1, payer: 'USER' },
];

describe('buildOrderRequest', () => {
  it('sends every part of an enabled feature, empty texts as null', () => {
    const body = buildOrderRequest(
      {
        requested_date: '2026-11-23',
        contact: { name: ' Uma User ', phone: '', email: 'user@example.com' },
        delivery: { method: 'DELIVERY', time: '12:30' },
        shipping: { address: '1 Rue de la Paix', city: 'Lyon', postal_code: '', instructions: ' ' },
        deduct_from_salary: false,
        order_comment: '',
        payment: { name_on_card: 'UMA USER', expiration: '09/28', cvc: '123' },
      },
      lines, allOn, '2026-11-22',
    );
    expect(body).toEqual({
      requested_date: '2026-11-23',
      items: [
        { restaurant_menu_id: 1, quantity: 2, payer: 'TENANT' },
        { restaurant_menu_id: 5, quantity: 1, payer: 'USER' },
      ],
      contact: { name: 'Uma User', phone: null, email: 'user@example.com' },
      delivery: { method: 'DELIVERY', time: '12:30' },
      shipping: { address: '1 Rue de la Paix', city: 'Lyon', postal_code: null, instructions: null },
      deduct_from_salary: false,
      order_comment: null,
      payment: { name_on_card: 'UMA USER', expiration: '09/28', cvc: '123' },
    });
  });

  it('leaves out what the features switch off: payer USER, today, no contact, delivery, shipping or payment', () => {
    const off: CheckoutFeatures = { payer: false, contact: false, delivery: false, shipping: true, payment: false };
    const body = buildOrderRequest({ shipping: { address: 'x' }, payment: { cvc: '123' } }, lines, off, '2026-11-22');
    expect(body).toEqual({
      requested_date: '2026-11-22',
      items: [
        { restaurant_menu_id: 1, quantity: 2, payer: 'USER' },
        { restaurant_menu_id: 5, quantity: 1, payer: 'USER' },
      ],
      deduct_from_salary: false,
      order_comment: null,
    });
  });

  it('sends the card only when the person pays some of the order themselves, not from their salary', () => {
    const card = { name_on_card: 'UMA USER', expiration: '09/28', cvc: '123' };
    const companyPaid = lines.map((line) => ({ ...line, payer: 'TENANT' as const }));
    expect(buildOrderRequest({ payment: card }, companyPaid, allOn, '2026-11-22').payment).toBeUndefined();
    expect(buildOrderRequest({ payment: card, deduct_from_salary: true }, lines, allOn, '2026-11-22').payment).toBeUndefined();
    expect(buildOrderRequest({ payment: card }, lines, allOn, '2026-11-22').payment).toEqual(card);
    // The payer feature off: every line is the person's, whatever the cart says.
    expect(buildOrderRequest({ payment: card }, companyPaid, { ...allOn, payer: false }, '2026-11-22').payment).toEqual(card);
  });

  it('asks for the card by the same rule as the request', () => {
    expect(needsCard({}, [{ payer: 'TENANT' }, { payer: 'USER' }], allOn)).toBe(true);
    expect(needsCard({}, [{ payer: 'TENANT' }, { payer: null }], allOn)).toBe(false);
    expect(needsCard({ deduct_from_salary: true }, [{ payer: 'USER' }], allOn)).toBe(false);
    expect(needsCard({}, [{ payer: 'USER' }], { ...allOn, payment: false })).toBe(false);
  });

  it('sends no shipping for a pick-up', () => {
    const body = buildOrderRequest({ delivery: { method: 'PICKUP' }, shipping: { address: 'x' } }, lines, allOn, '2026-11-22');
    expect(body.shipping).toBeUndefined();
    expect(body.delivery).toEqual({ method: 'PICKUP', time: null });
  });
});

describe('splitOrderErrors', () => {
  it('puts items.N.* on the line sent N-th and the rest on the fields', () => {
    const split = splitOrderErrors(
      {
        'items.1.payer': ['Please select quantity and who is responsible for paying for the item'],
        'items.1.quantity': ['Please select quantity and who is responsible for paying for the item'],
        'items.0.restaurant_menu_id': ['The selected menu cannot be ordered for this date.'],
        'items.7.payer': ['No such line'],
        'payment.expiration': ['The card has expired.'],
      },
      lines,
    );
    expect(split.lines).toEqual({
      '5@2026-11-23': ['Please select quantity and who is responsible for paying for the item'],
      '1@2026-11-23': ['The selected menu cannot be ordered for this date.'],
    });
    expect(split.fields).toEqual({ 'items.7.payer': ['No such line'], 'payment.expiration': ['The card has expired.'] });
  });
});

describe('card checks', () => {
  const today = new Date(2026, 10, 22);

  it('accepts MM/YY from this month on', () => {
    expect(expirationProblem('11/26', today)).toBeUndefined();
    expect(expirationProblem('01/27', today)).toBeUndefined();
  });

  it('refuses a past month and a wrong format', () => {
    expect(expirationProblem('10/26', today)).toBe('past');
    expect(expirationProblem('12/25', today)).toBe('past');
    expect(expirationProblem('13/27', today)).toBe('format');
    expect(expirationProblem('1/27', today)).toBe('format');
    expect(expirationProblem('', today)).toBe('format');
  });

  it('helps typing the expiration', () => {
    expect(formatExpirationInput('0928')).toBe('09/28');
    expect(formatExpirationInput('09')).toBe('09');
    expect(formatExpirationInput('09/')).toBe('09/');
    expect(formatExpirationInput('09/2')).toBe('09/2');
  });
});
