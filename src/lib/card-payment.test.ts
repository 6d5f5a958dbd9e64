import { describe, expect, it } from 'vitest';
import { cardPaymentNeeded, chargeOf, effectivePayer, type PaymentCase } from './card-payment';

const on: PaymentCase = { paymentFeature: true, payerFeature: true, deductFromSalary: false };

describe('cardPaymentNeeded', () => {
  it('asks for a card when the person pays at least one line', () => {
    expect(cardPaymentNeeded(['USER'], on)).toBe(true);
    expect(cardPaymentNeeded(['TENANT', 'USER', 'TENANT'], on)).toBe(true);
  });

  it('asks for none when the company pays every line', () => {
    expect(cardPaymentNeeded(['TENANT'], on)).toBe(false);
    expect(cardPaymentNeeded(['TENANT', 'TENANT'], on)).toBe(false);
  });

  it('asks for none when the person’s lines are deducted from their salary', () => {
    expect(cardPaymentNeeded(['USER', 'TENANT'], { ...on, deductFromSalary: true })).toBe(false);
  });

  it('asks for none when the payment feature is off', () => {
    expect(cardPaymentNeeded(['USER'], { ...on, paymentFeature: false })).toBe(false);
    expect(cardPaymentNeeded(['USER'], { ...on, paymentFeature: false, payerFeature: false })).toBe(false);
  });

  it('counts every line as the person’s when the payer feature is off, whatever the cart says', () => {
    const payerOff = { ...on, payerFeature: false };
    expect(cardPaymentNeeded(['TENANT'], payerOff)).toBe(true);
    expect(cardPaymentNeeded([null], payerOff)).toBe(true);
    expect(cardPaymentNeeded(['TENANT'], { ...payerOff, deductFromSalary: true })).toBe(false);
  });

  it('does not count a line whose payer is not chosen yet, nor an order without lines', () => {
    expect(cardPaymentNeeded([null, undefined], on)).toBe(false);
    expect(cardPaymentNeeded([null, 'USER'], on)).toBe(true);
    expect(cardPaymentNeeded([], on)).toBe(false);
    expect(cardPaymentNeeded([], { ...on, payerFeature: false })).toBe(false);
  });
});

describe('who pays a line', () => {
  it('is the person when the payer feature is off', () => {
    expect(effectivePayer('TENANT', false)).toBe('USER');
    expect(effectivePayer(null, false)).toBe('USER');
    expect(effectivePayer('TENANT', true)).toBe('TENANT');
    expect(effectivePayer(null, true)).toBeNull();
  });

  it('moves the person’s lines, and only theirs, to their salary when deducted', () => {
    expect(chargeOf('USER', false)).toBe('USER');
    expect(chargeOf('USER', true)).toBe('SALARY');
    expect(chargeOf('TENANT', true)).toBe('TENANT');
  });
});
