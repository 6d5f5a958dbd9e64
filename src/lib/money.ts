// Money: the API sends whole minor units (cents) of the configured currency, never floats. The
// one formatter of amounts (tables, cards, cart, checkout).
import type { IntlShape } from 'react-intl';
import { getConfig } from './config';

/** 1250 → "€12.50" (en) / "12,50 €" (fr). */
export function formatMoney(intl: Pick<IntlShape, 'formatNumber'>, cents: number, currency = getConfig().currency): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency });
}
