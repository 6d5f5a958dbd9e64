// Money: the API sends whole minor units (cents) of the configured currency, never floats.

import type { IntlShape } from 'react-intl';

/** 1250 → "€12.50" (en) / "12,50 €" (fr). */
export function formatMoney(intl: Pick<IntlShape, 'formatNumber'>, cents: number, currency: string): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency });
}
