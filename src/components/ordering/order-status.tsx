// The order and order item statuses in words and as a tinted label.
import { defineMessages, useIntl } from 'react-intl';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/order-status';
import './order-status.css';

export const orderStatusLabels = defineMessages<OrderStatus>({
  PLACED: { id: 'orderStatus.placed', defaultMessage: 'Placed' },
  RECEIVED: { id: 'orderStatus.received', defaultMessage: 'Received' },
  DENIED: { id: 'orderStatus.denied', defaultMessage: 'Denied' },
  ACCEPTED: { id: 'orderStatus.accepted', defaultMessage: 'Accepted' },
  TRANSPORT_READY: { id: 'orderStatus.transportReady', defaultMessage: 'Ready for transport' },
  TRANSPORTING: { id: 'orderStatus.transporting', defaultMessage: 'On its way' },
  COMPLETED: { id: 'orderStatus.completed', defaultMessage: 'Completed' },
  FAILED: { id: 'orderStatus.failed', defaultMessage: 'Failed' },
  CANCEL_REQUESTED: { id: 'orderStatus.cancelRequested', defaultMessage: 'Cancellation requested' },
  CANCELED: { id: 'orderStatus.canceled', defaultMessage: 'Canceled' },
  CANCEL_DENIED: { id: 'orderStatus.cancelDenied', defaultMessage: 'Cancellation denied' },
  MODIFICATION_REQUESTED: { id: 'orderStatus.modificationRequested', defaultMessage: 'Modification requested' },
});

export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabels[value] }));

type Tone = 'active' | 'done' | 'failed' | 'request' | 'ended';

/** Moving along: active; ended well: done; ended badly: failed; waiting on an answer: request. */
const TONE: Record<OrderStatus, Tone> = {
  PLACED: 'active',
  RECEIVED: 'active',
  ACCEPTED: 'active',
  TRANSPORT_READY: 'active',
  TRANSPORTING: 'active',
  COMPLETED: 'done',
  DENIED: 'failed',
  FAILED: 'failed',
  CANCELED: 'ended',
  CANCEL_REQUESTED: 'request',
  CANCEL_DENIED: 'request',
  MODIFICATION_REQUESTED: 'request',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <span className="lunch-status" data-tone={TONE[status]}>
      {intl.formatMessage(orderStatusLabels[status])}
    </span>
  );
}
