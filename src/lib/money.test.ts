// Money in the currency's own minor units: 2 digits for EUR, none for JPY, 3 for KWD — in display,
// in what a person types, and back.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, toMajor, toMinor } from './money';

const en = createIntl({ locale: 'en', messages: {} });

describe('money', () => {
  it('knows each currency’s minor units', () => {
    expect([minorDigits('EUR'), minorDigits('JPY'), minorDigits('KWD'), minorDigits('CHF')]).toEqual([2, 0, 3, 2]);
  });

  it('turns minor units into what a person reads and types, and back', () => {
    expect(formatMoney(en, 1250, 'EUR')).toBe('€12.50');
    expect(formatMoney(en, 1250, 'JPY')).toBe('¥1,250');
    expect(formatMoney(en, 1250, 'KWD')).toBe('KWD\u00a01.250');
    expect([toMajor(1250, 'EUR'), toMajor(1250, 'JPY'), toMajor(1250, 'KWD')]).toEqual([12.5, 1250, 1.25]);
    expect([toMinor(12.5, 'EUR'), toMinor(1250, 'JPY'), toMinor(1.25, 'KWD'), toMinor(0.1 + 0.2, 'EUR')]).toEqual([1250, 1250, 1250, 30]);
  });
});
