// What the person looking at an order may do with it and its items, and the calls that do it:
// each says what happened, reloads the order (totals are recomputed) and, on failure, shows the
// template of spec §8 with the server's reason — and rejects, so an open form keeps its values.
import { useRouter } from '@tanstack/react-router';
import { App } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { cancelOrderItem, modifyOrderItem, updateOrderItemStatus, updateOrderStatus } from '@/api/orders';
import type { Order, OrderItem, Payer } from '@/api/models';
import { ErrorDescription } from '@/components/error-description';
import { failureMessages } from '@/crud/messages';
import { canCustomerModify, customerCancelStatus, nextStatuses, type OrderStatus } from '@/lib/order-status';
import { hasPermission } from '@/lib/permissions';
import { orderLabels } from '@/resources/orders';
import { useSession } from '@/stores/session';
import { orderMessages } from './order-messages';
import type { StatusMove } from './status-move-form';

export function useOrderActions(order: Order) {
  const intl = useIntl();
  const router = useRouter();
  const { message, modal } = App.useApp();
  const user = useSession((state) => state.user);
  const isCustomer = Boolean(user && user.id === order.user_id);

  const run = async (call: () => Promise<unknown>, done: MessageDescriptor, failed: string) => {
    try {
      await call();
    } catch (error) {
      modal.error({ title: failed, content: <ErrorDescription error={error} /> });
      throw error;
    }
    void message.success(intl.formatMessage(done));
    await router.invalidate();
  };
  const orderFailed = intl.formatMessage(failureMessages.update, { entity: intl.formatMessage(orderLabels.entity) });

  return {
    /** Staff's next statuses for the order (empty: none, or not staff). */
    orderMoves: hasPermission(user, 'orders.update') ? nextStatuses(order.status, 'staff') : [],
    /** The customer's cancel of the whole order: CANCELED or CANCEL_REQUESTED, when allowed. */
    orderCancel: isCustomer ? customerCancelStatus(order.status) : undefined,
    itemMoves: (item: OrderItem): OrderStatus[] => (hasPermission(user, 'order-items.update') ? nextStatuses(item.status, 'staff') : []),
    itemCancel: (item: OrderItem) => (isCustomer ? customerCancelStatus(item.status) : undefined),
    canModify: (item: OrderItem) => isCustomer && canCustomerModify(item.status),

    moveOrder: (move: StatusMove) => run(() => updateOrderStatus(order.id, move), orderMessages.moved, orderFailed),
    cancelOrder: (to: OrderStatus) =>
      run(() => updateOrderStatus(order.id, { status: to }), to === 'CANCELED' ? orderMessages.canceled : orderMessages.cancelRequested, orderFailed),
    moveItem: (item: OrderItem, move: StatusMove) =>
      run(() => updateOrderItemStatus(item.id, move), orderMessages.moved, intl.formatMessage(orderMessages.failedUpdateItem)),
    cancelItem: (item: OrderItem, to: OrderStatus) =>
      run(() => cancelOrderItem(item.id), to === 'CANCELED' ? orderMessages.canceled : orderMessages.cancelRequested, intl.formatMessage(orderMessages.failedCancelItem)),
    modifyItem: (item: OrderItem, change: { quantity: number; payer: Payer }) =>
      run(() => modifyOrderItem(item.id, change), orderMessages.modified, intl.formatMessage(orderMessages.failedUpdateItem)),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
