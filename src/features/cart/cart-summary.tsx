// The cart's sums: per payer (payer feature), discounts (discount feature), total, and what the
// totals leave out (lines with a price on request).
import { useIntl } from 'react-intl';
import type { Payer } from '@/api/models';
import { orderingMessages, paidByLabels, unpricedNoteMessage } from '@/components/ordering/ordering-messages';
import { useMoney } from '@/components/ordering/use-money';
import { useSumsLabel } from '@/components/ordering/use-sums-label';
import type { CartTotals, PricedLine } from '@/lib/cart-totals';

interface Props {
  totals: CartTotals<PricedLine>;
  showPayer: boolean;
  showDiscounts: boolean;
}

export function CartSummary({ totals, showPayer, showDiscounts }: Props) {
  const intl = useIntl();
  const money = useMoney();
  const sumsLabel = useSumsLabel();
  const payers = (['USER', 'TENANT'] as Payer[]).filter((payer) => totals.byPayer[payer].amount > 0 || totals.byPayer[payer].unpriced > 0);
  return (
    <div className="cart-summary">
      <dl className="cart-summary__rows">
        {showPayer &&
          payers.map((payer) => (
            <div key={payer} className="cart-summary__row">
              <dt>{intl.formatMessage(paidByLabels[payer])}</dt>
              <dd>{sumsLabel(totals.byPayer[payer])}</dd>
            </div>
          ))}
        {showDiscounts && totals.reduction > 0 && (
          <div className="cart-summary__row">
            <dt>{intl.formatMessage(orderingMessages.discounts)}</dt>
            <dd>−{money(totals.reduction)}</dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__total">
          <dt>{intl.formatMessage(orderingMessages.total)}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {totals.unpriced > 0 && <p className="cart-summary__note l-muted">{intl.formatMessage(unpricedNoteMessage, { count: totals.unpriced })}</p>}
    </div>
  );
}
