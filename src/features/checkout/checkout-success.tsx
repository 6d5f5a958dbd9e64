// After the checkout: each day's order number(s), a link to each, and what to do next.
import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { announce } from '@/components/announce';
import { usePageTitle } from '@/components/use-page-title';
import { useDayLabel } from '@/components/ordering/use-money';
import { dateOf } from '@/lib/dates';
import { landingPath } from '@/lib/configured-paths';
import type { PlacedDay } from './checkout-form';
import { checkoutMessages as m, successDaysMessage, successTextMessage } from './checkout-messages';
import { CheckoutOrderLinks } from './checkout-order-links';

interface Props {
  /** The days placed, in date order, each with its orders (one per restaurant). */
  placed: PlacedDay[];
  /** Lines still in the cart (left out of the order). */
  remaining: number;
  onContinue: () => void;
}

export function CheckoutSuccess({ placed, remaining, onContinue }: Props) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const title = intl.formatMessage(m.successTitle);
  usePageTitle(title);
  // The "Place order" button has gone: the focus goes to this heading, and the news is said.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    announce(title);
    // Once, when the order was placed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [only] = placed;
  const subTitle =
    placed.length === 1 && only
      ? intl.formatMessage(successTextMessage, { count: only.orders.length, date: dayLabel(dateOf(only.requestedDate)) })
      : intl.formatMessage(successDaysMessage, { days: placed.length });
  return (
    <Result
      status="success"
      title={
        <h1 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: '1.5rem' }}>
          {title}
        </h1>
      }
      subTitle={subTitle}
      extra={[
        remaining > 0 && (
          <Button key="more" type="primary" onClick={onContinue}>
            {intl.formatMessage(m.successMore)}
          </Button>
        ),
        <LinkButton key="back" type={remaining > 0 ? 'default' : 'primary'} to={landingPath()}>
          {intl.formatMessage(m.successBack)}
        </LinkButton>,
      ]}
    >
      {placed.length === 1 && only ? (
        <CheckoutOrderLinks orders={only.orders} />
      ) : (
        <div className="checkout-success-days">
          {placed.map((day) => (
            <section key={day.requestedDate} aria-labelledby={`placed-${day.requestedDate}`}>
              <h2 id={`placed-${day.requestedDate}`} className="checkout-card-title">
                {dayLabel(dateOf(day.requestedDate))}
              </h2>
              <CheckoutOrderLinks orders={day.orders} />
            </section>
          ))}
        </div>
      )}
    </Result>
  );
}
