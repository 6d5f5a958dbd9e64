// The person's next order on the dashboard: its day, restaurant, items, total and status, with a
// link to it; or, with none ahead, the way to order.
import { Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Order, User } from '@/api/models';
import { LinkButton } from '@/components/link-button';
import { OrderStatusTag } from '@/components/ordering/order-status';
import { DetailList } from '@/crud/row-details';
import { adminPath } from '@/lib/admin-paths';
import { addDays, dateOf } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { upcomingOrdersLink } from './figure-links';
import type { Page } from './next-steps-data';

const messages = defineMessages({
  none: { id: 'dashboard.next.order.none', defaultMessage: 'No lunch ordered from today on.' },
  orderLunch: { id: 'dashboard.next.order.orderLunch', defaultMessage: 'Order lunch' },
  day: { id: 'dashboard.next.order.day', defaultMessage: 'Day' },
  restaurant: { id: 'dashboard.next.order.restaurant', defaultMessage: 'Restaurant' },
  items: { id: 'dashboard.next.order.items', defaultMessage: 'Items' },
  total: { id: 'dashboard.next.order.total', defaultMessage: 'Total' },
  status: { id: 'dashboard.next.order.status', defaultMessage: 'Status' },
  today: { id: 'dashboard.next.order.today', defaultMessage: 'today' },
  tomorrow: { id: 'dashboard.next.order.tomorrow', defaultMessage: 'tomorrow' },
});

const dayMessage = defineMessage<{ date: string; relative: string }>({ id: 'dashboard.next.order.dayRelative', defaultMessage: '{date} ({relative})' });
const itemsMessage = defineMessage<{ count: number }>({ id: 'dashboard.next.order.itemsCount', defaultMessage: '{count, plural, one {# item} other {# items}}' });
const openMessage = defineMessage<{ number: string }>({ id: 'dashboard.next.order.open', defaultMessage: 'Open order {number}' });
const moreMessage = defineMessage<{ count: number }>({
  id: 'dashboard.next.order.more',
  defaultMessage: '{count, plural, one {and # more order ahead} other {and # more orders ahead}}',
});

export function NextOrder({ user, orders, today }: { user: User; orders: Page<Order>; today: string }) {
  const intl = useIntl();
  const order = orders.data[0];
  if (!order) {
    return (
      <>
        <Typography.Paragraph>{intl.formatMessage(messages.none)}</Typography.Paragraph>
        <LinkButton to="/" type="primary">
          {intl.formatMessage(messages.orderLunch)}
        </LinkButton>
      </>
    );
  }
  const date = intl.formatDate(dateOf(order.requested_date), { weekday: 'long', day: 'numeric', month: 'long' });
  const relative = order.requested_date === today ? messages.today : order.requested_date === addDays(today, 1) ? messages.tomorrow : undefined;
  const more = orders.total - 1;
  const ahead = upcomingOrdersLink(user, today);
  return (
    <>
      <DetailList
        items={[
          { id: 'day', label: intl.formatMessage(messages.day), content: relative ? intl.formatMessage(dayMessage, { date, relative: intl.formatMessage(relative) }) : date },
          { id: 'restaurant', label: intl.formatMessage(messages.restaurant), content: order.supplier.name },
          { id: 'items', label: intl.formatMessage(messages.items), content: intl.formatMessage(itemsMessage, { count: order.items_count }) },
          { id: 'total', label: intl.formatMessage(messages.total), content: formatMoney(intl, order.total) },
          { id: 'status', label: intl.formatMessage(messages.status), content: <OrderStatusTag status={order.status} /> },
        ]}
      />
      <p style={{ margin: '16px 0 0', display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' }}>
        <LinkButton to={adminPath(`/orders/${order.id}`)}>{intl.formatMessage(openMessage, { number: order.order_number })}</LinkButton>
        {more > 0 && (
          <Link to={ahead.to} search={ahead.search as never}>
            {intl.formatMessage(moreMessage, { count: more })}
          </Link>
        )}
      </p>
    </>
  );
}
