// One restaurant on the board: the menus due with their totals first (what to cook), then its
// orders, each with a box to select it for a bulk move. Printed, a section is a page of its own.
import { Link } from '@tanstack/react-router';
import { Checkbox } from 'antd';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { payerNames } from '@/components/names';
import { OrderStatusTag, orderStatusLabels } from '@/components/ordering/order-status';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import { formatCalendarDate } from '@/lib/dates';
import { useFeature } from '@/stores/features';
import type { RestaurantSection as Section } from './kitchen-board';
import { kitchenMessages as m } from './kitchen-messages';

interface Props {
  section: Section;
  date: string;
  /** The section's orders the status filter keeps. */
  shown: Order[];
  selected: ReadonlySet<number>;
  onSelect: (order: Order, selected: boolean) => void;
}

function Totals({ section }: { section: Section }) {
  const intl = useIntl();
  return (
    <div className="kitchen-table-scroll">
      <table className="kitchen-table">
        <caption className="kitchen-caption">{intl.formatMessage(m.totals, { restaurant: section.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.menu)}</th>
            <th scope="col" className="kitchen-figure">{intl.formatMessage(m.quantity)}</th>
            <th scope="col">{intl.formatMessage(m.byStatus)}</th>
            <th scope="col">{intl.formatMessage(m.time)}</th>
          </tr>
        </thead>
        <tbody>
          {section.menus.map((menu) => (
            <tr key={menu.menuId}>
              <th scope="row">{menu.description}</th>
              <td className="kitchen-figure kitchen-quantity">{intl.formatNumber(menu.quantity)}</td>
              <td>
                {menu.byStatus.map(([status, count]) => (
                  <span key={status} className="kitchen-status-count">
                    {intl.formatMessage(m.statusCount, { status: intl.formatMessage(orderStatusLabels[status]), count: intl.formatNumber(count) })}
                  </span>
                ))}
              </td>
              <td>{menu.times.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCard({ order, selected, onSelect }: { order: Order; selected: boolean; onSelect: Props['onSelect'] }) {
  const intl = useIntl();
  const payer = useFeature(FEATURES.payer);
  const delivery = useFeature(FEATURES.delivery);
  const shipping = useFeature(FEATURES.shipping);
  const person = `${order.user.first_name} ${order.user.last_name}`.trim();
  const time = order.delivery?.time;
  const method = order.delivery && intl.formatMessage(order.delivery.method === 'PICKUP' ? m.pickup : m.delivery);
  const address = order.shipping && [order.shipping.address, [order.shipping.postal_code, order.shipping.city].filter(Boolean).join(' '), order.shipping.instructions].filter(Boolean).join(', ');
  return (
    <li className="kitchen-order" data-selected={selected || undefined}>
      <div className="kitchen-order-head">
        <Checkbox
          className="kitchen-no-print"
          checked={selected}
          onChange={(event) => onSelect(order, event.target.checked)}
          aria-label={intl.formatMessage(m.selectOrder, { number: order.order_number })}
        />
        <Link to={adminPath(`/orders/${order.id}`)} className="kitchen-order-number">
          {order.order_number}
        </Link>
        <span>{person}</span>
        <OrderStatusTag status={order.status} />
      </div>
      <ul className="kitchen-items">
        {(order.items ?? []).map((item) => (
          <li key={item.id}>
            {intl.formatMessage(m.item, { quantity: intl.formatNumber(item.quantity), menu: item.description })}
            {payer && <span className="kitchen-muted"> · {intl.formatMessage(m.paidBy, { payer: intl.formatMessage(payerNames[item.payer]) })}</span>}
            {item.status !== order.status && (
              <>
                {' '}
                <OrderStatusTag status={item.status} />
              </>
            )}
          </li>
        ))}
      </ul>
      {order.order_comment && <p className="kitchen-line">{intl.formatMessage(m.comment, { comment: order.order_comment })}</p>}
      {delivery && method && (
        <p className="kitchen-line">
          {time ? intl.formatMessage(order.delivery!.method === 'PICKUP' ? m.pickupAt : m.deliveryAt, { time }) : method}
        </p>
      )}
      {shipping && address && <p className="kitchen-line">{intl.formatMessage(m.shipTo, { address })}</p>}
    </li>
  );
}

export function RestaurantSection({ section, date, shown, selected, onSelect }: Props) {
  const intl = useIntl();
  const headingId = `kitchen-restaurant-${section.id}`;
  return (
    <section className="kitchen-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="kitchen-restaurant">
        {section.name}
      </h2>
      {/* On screen the day is above the board; on paper each page says it. */}
      <p className="kitchen-print-only">{formatCalendarDate(intl, date)}</p>
      <p className="kitchen-summary">
        {intl.formatMessage(m.toPrepare, { count: section.quantity })} · {intl.formatMessage(m.ordersCount, { count: section.orders.length })}
      </p>
      <Totals section={section} />
      <h3 className="kitchen-orders-heading">{intl.formatMessage(m.orders)}</h3>
      {shown.length === 0 ? (
        <p className="kitchen-muted">{intl.formatMessage(m.noOrdersInStatus)}</p>
      ) : (
        <ul className="kitchen-orders">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} selected={selected.has(order.id)} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </section>
  );
}
