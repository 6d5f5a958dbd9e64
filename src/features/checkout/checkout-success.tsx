// After the order: its number(s), a link to each, and what to do next.
import { useRouter } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { LinkButton } from '@/components/link-button';
import { announce } from '@/components/announce';
import { usePageTitle } from '@/components/use-page-title';
import { useDayLabel, useMoney } from '@/components/ordering/use-money';
import { isPlainClick } from '@/components/use-in-app-link';
import { dateOf } from '@/lib/dates';
import { landingPath } from '@/lib/configured-paths';
import { adminPath } from '@/lib/admin-paths';
import { checkoutMessages as m, orderLinkMessage, successTextMessage } from './checkout-messages';

interface Props {
  orders: Order[];
  requestedDate: string;
  /** Lines of other days still in the cart. */
  remaining: number;
  onContinue: () => void;
}

export function CheckoutSuccess({ orders, requestedDate, remaining, onContinue }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const money = useMoney();
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
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Result
      status="success"
      title={
        <h1 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: '1.5rem' }}>
          {title}
        </h1>
      }
      subTitle={intl.formatMessage(successTextMessage, { count: orders.length, date: dayLabel(dateOf(requestedDate)) })}
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
      <ul className="checkout-orders">
        {orders.map((order) => {
          const href = router.buildLocation({ to: adminPath(`/orders/${order.id}`) }).publicHref; // as the address bar shows it
          return (
            <li key={order.id}>
              <a href={href} onClick={(event) => open(event, href)}>
                {intl.formatMessage(orderLinkMessage, { number: order.order_number, restaurant: order.supplier.name })}
              </a>{' '}
              <strong>{money(order.total)}</strong>
            </li>
          );
        })}
      </ul>
    </Result>
  );
}
