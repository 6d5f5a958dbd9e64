// /admin/orders/{id}: the order's status and moves, its details (spec §3) and its items.
import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { useActiveResource } from '@/crud/active-resource';
import { PageHeader } from '@/crud/page-header';
import { ResourceHistory } from '@/crud/record-history';
import { RecordDetails } from '@/crud/record-details';
import { recordCrumbs } from '@/crud/record-crumbs';
import { orders } from '@/resources/orders';
import { OrderItemsTable } from './order-items-table';
import { orderMessages } from './order-messages';
import { OrderStatusPanel } from './order-status-panel';
import { useOrderActions } from './use-order-actions';

const heading = (text: string) => <h2 style={{ fontSize: '1rem', margin: 0 }}>{text}</h2>;

export function OrderPage({ order }: { order: Order }) {
  const intl = useIntl();
  const actions = useOrderActions(order);
  // "My orders" in the trail, and no "User" among the details, for someone who reads only their own.
  const resource = useActiveResource(orders);
  const title = orders.titleOf(order, intl);
  return (
    <>
      <PageHeader crumbs={recordCrumbs(intl, resource, {}, undefined, title)} title={title} />
      <Card title={heading(intl.formatMessage(orderMessages.status))}>
        <OrderStatusPanel order={order} actions={actions} />
      </Card>
      <Card title={heading(intl.formatMessage(orderMessages.items))} style={{ marginTop: 24 }}>
        <OrderItemsTable order={order} actions={actions} />
      </Card>
      <Card title={heading(intl.formatMessage(orderMessages.details))} style={{ marginTop: 24 }}>
        <RecordDetails fields={resource.fields.filter((field) => field.name !== 'status')} record={order} />
      </Card>
      <ResourceHistory resource={resource} record={order} />
    </>
  );
}
