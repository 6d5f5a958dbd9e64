// After a checkout of several days where some did not go through: what was placed (each day's
// orders, already out of the cart) and what was refused (the day stays in the cart, its reason on
// its group below). The focus comes here after the submit, so the outcome is read first.
import { Alert } from 'antd';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { useDayLabel } from '@/components/ordering/use-money';
import { dateOf } from '@/lib/dates';
import { CheckoutOrderLinks } from './checkout-order-links';
import { checkoutMessages as m, resultsSummaryMessage } from './checkout-messages';
import type { DayOutcome } from './place-days';

export const CheckoutResults = forwardRef<HTMLDivElement, { outcomes: readonly DayOutcome[] }>(function CheckoutResults({ outcomes }, ref) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const placed = outcomes.filter((outcome) => outcome.kind === 'placed');
  const refused = outcomes.filter((outcome) => outcome.kind === 'refused');
  return (
    <div ref={ref} tabIndex={-1} className="checkout-results" aria-labelledby="checkout-results-title">
      <Alert
        type={refused.length > 0 ? 'warning' : 'success'}
        showIcon
        title={
          <h2 id="checkout-results-title" className="checkout-card-title">
            {intl.formatMessage(resultsSummaryMessage, { placed: placed.length, refused: refused.length })}
          </h2>
        }
        description={
          <ul className="checkout-results__days">
            {outcomes.map((outcome) => (
              <li key={outcome.day}>
                <strong>{dayLabel(dateOf(outcome.day))}</strong>
                {' — '}
                {outcome.kind === 'placed' ? (
                  <>
                    {intl.formatMessage(m.dayPlaced)}
                    <CheckoutOrderLinks orders={outcome.orders} className="checkout-results__orders" />
                  </>
                ) : (
                  intl.formatMessage(m.dayRefused)
                )}
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
});
