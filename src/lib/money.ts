// Money: the API sends whole minor units of the configured currency (cents of EUR, yen of JPY,
// fils of KWD), never floats. The one formatter of amounts (tables, cards, cart, checkout, CSV) and
// the one conversion between minor units and what a person types.
import type { IntlShape } from 'react-intl';
import { getConfig } from './config';

const digitsOf = new Map<string, number>();

/** How many minor-unit digits the currency has (ISO 4217, as Intl knows it): EUR 2, JPY 0, KWD 3. */
export function minorDigits(currency = getConfig().currency): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** 1250 minor units → 12.5 (EUR); 1250 → 1250 (JPY). */
export function toMajor(minor: number, currency?: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** What a person typed (12.5) → whole minor units (1250 for EUR). */
export function toMinor(major: number, currency?: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** 1250 → "€12.50" (en) / "12,50 €" (fr); 1250 JPY → "¥1,250". */
export function formatMoney(intl: Pick<IntlShape, 'formatNumber'>, cents: number, currency = getConfig().currency): string {
  return intl.formatNumber(toMajor(cents, currency), { style: 'currency', currency });
}
