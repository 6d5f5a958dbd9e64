// The order's status and comment, with the moves the viewer may make: staff along the table,
// the customer a cancellation while the table allows it.
import { App, Button, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { OrderStatusTag } from '@/components/ordering/order-status';
import { isFinalStatus } from '@/lib/order-status';
import { orderMessages } from './order-messages';
import { StatusMoveForm } from './status-move-form';
import type { OrderActions } from './use-order-actions';

export function OrderStatusPanel({ order, actions }: { order: Order; actions: OrderActions }) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const cancel = actions.orderCancel;

  const confirmCancel = () => {
    if (!cancel) return;
    const immediate = cancel === 'CANCELED';
    modal.confirm({
      title: intl.formatMessage(immediate ? orderMessages.confirmCancelOrder : orderMessages.confirmRequestCancelOrder),
      content: intl.formatMessage(immediate ? orderMessages.cancelHelpImmediate : orderMessages.cancelHelpRequest),
      okText: intl.formatMessage(orderMessages.cancelConfirm),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(orderMessages.keep),
      // The safe answer (Keep) is the one Enter gives.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => actions.cancelOrder(cancel).catch(() => undefined),
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <OrderStatusTag status={order.status} />{' '}
        {order.status_comment && <Typography.Text type="secondary">{order.status_comment}</Typography.Text>}
      </div>
      {cancel && (
        <Button danger onClick={confirmCancel}>
          {intl.formatMessage(cancel === 'CANCELED' ? orderMessages.cancelOrder : orderMessages.requestOrderCancel)}
        </Button>
      )}
      {actions.orderMoves.length > 0 && <StatusMoveForm key={order.status} choices={actions.orderMoves} onMove={actions.moveOrder} />}
      {isFinalStatus(order.status) && <Typography.Text type="secondary">{intl.formatMessage(orderMessages.finalStatus)}</Typography.Text>}
    </Space>
  );
}
