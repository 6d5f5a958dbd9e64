// The changes the person asked for (a modification, a cancellation) that wait for the restaurant's
// answer: how many, the first few with their order, and the list of them all.
import { Link } from '@tanstack/react-router';
import { Statistic, Typography } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { OrderItem, User } from '@/api/models';
import { OrderStatusTag } from '@/components/ordering/order-status';
import { adminPath } from '@/lib/admin-paths';
import { openChangesLink } from './figure-links';
import type { Page } from './next-steps-data';

const SHOWN = 3;

const messages = defineMessages({
  none: { id: 'dashboard.changes.none', defaultMessage: 'No change or cancellation is waiting for an answer.' },
  count: { id: 'dashboard.changes.count', defaultMessage: 'Waiting for an answer' },
});
const inOrder = defineMessage<{ number: string }>({ id: 'dashboard.changes.inOrder', defaultMessage: 'in order {number}' });
const allMessage = defineMessage<{ count: number }>({ id: 'dashboard.changes.all', defaultMessage: 'See all {count}' });

export function OpenChanges({ user, changes }: { user: User; changes: Page<OrderItem> }) {
  const intl = useIntl();
  if (changes.total === 0) return <Typography.Paragraph>{intl.formatMessage(messages.none)}</Typography.Paragraph>;
  const all = openChangesLink(user);
  return (
    <>
      <Link to={all.to} search={all.search as never} style={{ display: 'inline-block' }}>
        <Statistic title={intl.formatMessage(messages.count)} value={intl.formatNumber(changes.total)} />
      </Link>
      <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0', display: 'grid', gap: 8 }}>
        {changes.data.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            {/* Underlined: a link among words is told apart by more than its colour. */}
            <Link to={adminPath(`/orders/${item.order_id}`)} style={{ textDecoration: 'underline' }}>
              {item.description}
            </Link>{' '}
            {/* On one line: the order's number broke at its hyphens. */}
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {intl.formatMessage(inOrder, { number: item.order_number })}
            </Typography.Text>{' '}
            <OrderStatusTag status={item.status} />
          </li>
        ))}
      </ul>
      <p style={{ margin: '12px 0 0' }}>
        <Link to={all.to} search={all.search as never}>
          {intl.formatMessage(allMessage, { count: changes.total })}
        </Link>
      </p>
    </>
  );
}
