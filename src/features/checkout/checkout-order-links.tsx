// The orders one day's checkout placed (one per restaurant): a link to each, and its total.
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { useMoney } from '@/components/ordering/use-money';
import { isPlainClick } from '@/components/use-in-app-link';
import { adminPath } from '@/lib/admin-paths';
import { orderLinkMessage } from './checkout-messages';

export function CheckoutOrderLinks({ orders, className = 'checkout-orders' }: { orders: readonly Order[]; className?: string }) {
  const intl = useIntl();
  const router = useRouter();
  const money = useMoney();
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <ul className={className}>
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
  );
}
