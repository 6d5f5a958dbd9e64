// How a sum reads when some of its lines have no price: "€22.00", "Price on request", or
// "€22.00 + price on request".
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Sums } from '@/lib/cart-totals';
import { orderingMessages, plusPriceOnRequestMessage } from './ordering-messages';
import { useMoney } from './use-money';

export function useSumsLabel(): (sums: Sums) => string {
  const intl = useIntl();
  const money = useMoney();
  return useCallback(
    (sums: Sums) => {
      if (sums.unpriced === 0) return money(sums.total);
      if (sums.amount === 0) return intl.formatMessage(orderingMessages.priceOnRequest);
      return intl.formatMessage(plusPriceOnRequestMessage, { amount: money(sums.total) });
    },
    [intl, money],
  );
}
