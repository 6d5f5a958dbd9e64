// The month's orders by day: a block per day (its date as a heading), each order under it with its
// restaurant, items (how many, who pays, amount), status and total, and a link to its page. Blocks
// rather than a table, so a phone reads them without scrolling sideways.
import { Tag } from 'antd';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { paidByNames } from '@/components/names';
import { OrderStatusTag } from '@/components/ordering/order-status';
import { adminPath } from '@/lib/admin-paths';
import { dateOf } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { itemLine, monthMessages } from './month-messages';
import { byDay, isCounted, netAmount } from './month-sums';

function OrderBlock({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <li className="my-month__order">
      <div className="my-month__row">
        <div className="my-month__what">
          <Link to={adminPath(`/orders/${order.id}`)}>{order.order_number}</Link>
          <span>{order.supplier.name}</span>
          <OrderStatusTag status={order.status} />
          {order.deduct_from_salary && <Tag>{intl.formatMessage(monthMessages.deductedOrder)}</Tag>}
        </div>
        <strong className="my-month__amount">{formatMoney(intl, order.total)}</strong>
      </div>
      <ul className="my-month__items">
        {(order.items ?? []).map((item) => (
          <li key={item.id} className="my-month__row">
            <div className="my-month__what">
              <span>{intl.formatMessage(itemLine, { quantity: item.quantity, description: item.description })}</span>
              <span className="l-muted">{intl.formatMessage(paidByNames[item.payer])}</span>
              {item.status !== order.status && <OrderStatusTag status={item.status} />}
            </div>
            {/* A denied, canceled or failed item is struck through: its status says why it does not count. */}
            <span className="my-month__amount">{isCounted(item) ? formatMoney(intl, netAmount(item)) : <s>{formatMoney(intl, netAmount(item))}</s>}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MonthOrders({ orders }: { orders: Order[] }) {
  const intl = useIntl();
  if (orders.length === 0) return <p className="l-muted">{intl.formatMessage(monthMessages.noOrders)}</p>;
  return (
    <div className="my-month__days">
      {byDay(orders).map(([day, dayOrders]) => (
        <section key={day} className="my-month__day" aria-labelledby={`my-month-day-${day}`}>
          <h3 id={`my-month-day-${day}`}>{intl.formatDate(dateOf(day), { weekday: 'long', day: 'numeric', month: 'long' })}</h3>
          <ul className="my-month__orders">
            {dayOrders.map((order) => (
              <OrderBlock key={order.id} order={order} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
