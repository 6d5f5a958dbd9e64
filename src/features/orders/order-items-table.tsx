// The order's items with what the viewer may do to each: the customer changes or cancels, staff
// move it along the status table. Only the moves the table allows are offered.
import { App, Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order, OrderItem } from '@/api/models';
import { payerNames } from '@/components/names';
import { OrderStatusTag } from '@/components/ordering/order-status';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
import { formatMoney } from '@/lib/money';
import { orderItemLabels, orderLabels } from '@/resources/orders';
import { commonLabels } from '@/resources/shared';
import { ModifyItemDialog } from './modify-item-dialog';
import { OrderItemList, type ItemColumn } from './order-item-list';
import { itemActionMessages, orderMessages, requestedChangeMessage, requestedQuantityMessage } from './order-messages';
import { StatusMoveForm } from './status-move-form';
import type { OrderActions } from './use-order-actions';

type Dialog = { kind: 'modify' | 'move'; item: OrderItem } | undefined;

export function OrderItemsTable({ order, actions }: { order: Order; actions: OrderActions }) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>();
  const narrow = useMediaQuery(NARROW_SCREEN);

  const confirmCancel = (item: OrderItem) => {
    const to = actions.itemCancel(item);
    if (!to) return;
    const immediate = to === 'CANCELED';
    modal.confirm({
      title: intl.formatMessage(immediate ? orderMessages.confirmCancelItem : orderMessages.confirmRequestCancelItem),
      content: `${item.description} · ${intl.formatMessage(immediate ? orderMessages.cancelHelpImmediate : orderMessages.cancelHelpRequest)}`,
      okText: intl.formatMessage(orderMessages.cancelConfirm),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(orderMessages.keep),
      // The safe answer (Keep) is the one Enter gives.
      focusable: { autoFocusButton: 'cancel' },
      // The failure dialog says what went wrong; this one closes.
      onOk: () => actions.cancelItem(item, to).catch(() => undefined),
    });
  };

  const columns: ItemColumn[] = [
    { key: 'description', title: intl.formatMessage(commonLabels.description), dataIndex: 'description' },
    {
      key: 'quantity',
      title: intl.formatMessage(orderItemLabels.quantity),
      align: 'end',
      // What was ordered stays until the restaurant takes the change; the pending quantity beside it.
      render: (_: unknown, item: OrderItem) => (
        <>
          {item.quantity}
          {item.requested_change && item.requested_change.quantity !== item.quantity && (
            <div>
              <Typography.Text type="secondary">
                {intl.formatMessage(requestedQuantityMessage, { quantity: item.requested_change.quantity })}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'payer',
      title: intl.formatMessage(orderItemLabels.payer),
      render: (_: unknown, item: OrderItem) => intl.formatMessage(payerNames[item.payer]),
    },
    { key: 'price', title: intl.formatMessage(orderItemLabels.price), align: 'end', render: (_: unknown, item: OrderItem) => formatMoney(intl, item.price) },
    { key: 'total', title: intl.formatMessage(orderLabels.total), align: 'end', render: (_: unknown, item: OrderItem) => formatMoney(intl, item.total) },
    {
      key: 'status',
      title: intl.formatMessage(orderLabels.status),
      render: (_: unknown, item: OrderItem) => (
        <>
          <OrderStatusTag status={item.status} />
          {item.requested_change && (
            <div>
              <Typography.Text>
                {intl.formatMessage(requestedChangeMessage, {
                  quantity: item.requested_change.quantity,
                  payer: intl.formatMessage(payerNames[item.requested_change.payer]),
                })}
              </Typography.Text>
            </div>
          )}
          {item.status_comment && (
            <div>
              <Typography.Text type="secondary">{item.status_comment}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: intl.formatMessage(orderMessages.actions),
      render: (_: unknown, item: OrderItem) => {
        const cancel = actions.itemCancel(item);
        return (
          <Space size={4} wrap>
            {actions.canModify(item) && (
              <Button size="small" aria-label={intl.formatMessage(itemActionMessages.modify, { name: item.description })} onClick={() => setDialog({ kind: 'modify', item })}>
                {intl.formatMessage(orderMessages.modifyItem)}
              </Button>
            )}
            {cancel && (
              <Button size="small" danger aria-label={intl.formatMessage(itemActionMessages.cancel, { name: item.description })} onClick={() => confirmCancel(item)}>
                {intl.formatMessage(cancel === 'CANCELED' ? orderMessages.cancelItem : orderMessages.requestItemCancel)}
              </Button>
            )}
            {actions.itemMoves(item).length > 0 && (
              <Button size="small" aria-label={intl.formatMessage(itemActionMessages.move, { name: item.description })} onClick={() => setDialog({ kind: 'move', item })}>
                {intl.formatMessage(orderMessages.moveItem)}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  const label = intl.formatMessage(orderMessages.items);
  const emptyText = intl.formatMessage(orderMessages.noItems);
  return (
    <>
      {narrow ? (
        <OrderItemList items={order.items ?? []} columns={columns} label={label} emptyText={emptyText} />
      ) : (
        // No antd `scroll` (its measuring row fails axe, see crud/data-table): the wrapper scrolls,
        // and takes the focus so that keyboards can scroll it when the window is narrow.
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
          <Table<OrderItem>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={order.items ?? []}
            pagination={false}
            aria-label={label}
            locale={{ emptyText }}
          />
        </div>
      )}
      {dialog?.kind === 'modify' && (
        <ModifyItemDialog item={dialog.item} onSave={(change) => actions.modifyItem(dialog.item, change)} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'move' && (
        <Modal
          open
          title={intl.formatMessage(itemActionMessages.moveTitle, { name: dialog.item.description })}
          footer={null}
          onCancel={() => setDialog(undefined)}
          destroyOnHidden
        >
          <StatusMoveForm
            choices={actions.itemMoves(dialog.item)}
            onMove={async (move) => {
              await actions.moveItem(dialog.item, move);
              setDialog(undefined);
            }}
          />
        </Modal>
      )}
    </>
  );
}
