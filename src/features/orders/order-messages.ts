// The order page's words. The failure messages of spec §8 are the exact texts.
import { defineMessage, defineMessages } from 'react-intl';

export const orderMessages = defineMessages({
  status: { id: 'orders.status.title', defaultMessage: 'Status' },
  details: { id: 'orders.details.title', defaultMessage: 'Details' },
  items: { id: 'orders.items.title', defaultMessage: 'Items' },
  noItems: { id: 'orders.items.empty', defaultMessage: 'This order has no items.' },
  newStatus: { id: 'orders.move.newStatus', defaultMessage: 'New status' },
  statusComment: { id: 'orders.move.comment', defaultMessage: 'Comment for the customer' },
  move: { id: 'orders.move.submit', defaultMessage: 'Change status' },
  moved: { id: 'orders.move.done', defaultMessage: 'Status changed.' },
  finalStatus: { id: 'orders.move.final', defaultMessage: 'This is a final status: nothing moves from here.' },
  cancelOrder: { id: 'orders.cancel.order', defaultMessage: 'Cancel order' },
  requestOrderCancel: { id: 'orders.cancel.orderRequest', defaultMessage: 'Request cancellation' },
  confirmCancelOrder: { id: 'orders.cancel.orderConfirm', defaultMessage: 'Cancel this order?' },
  confirmRequestCancelOrder: { id: 'orders.cancel.orderRequestConfirm', defaultMessage: 'Ask the restaurant to cancel this order?' },
  cancelItem: { id: 'orders.cancel.item', defaultMessage: 'Cancel item' },
  requestItemCancel: { id: 'orders.cancel.itemRequest', defaultMessage: 'Request cancellation' },
  confirmCancelItem: { id: 'orders.cancel.itemConfirm', defaultMessage: 'Cancel this item?' },
  confirmRequestCancelItem: { id: 'orders.cancel.itemRequestConfirm', defaultMessage: 'Ask the restaurant to cancel this item?' },
  cancelHelpImmediate: { id: 'orders.cancel.immediate', defaultMessage: 'The restaurant has not received it yet: it is canceled at once.' },
  cancelHelpRequest: { id: 'orders.cancel.request', defaultMessage: 'The restaurant will accept or refuse the cancellation.' },
  cancelConfirm: { id: 'orders.cancel.confirm', defaultMessage: 'Yes, cancel' },
  keep: { id: 'orders.cancel.keep', defaultMessage: 'Keep it' },
  canceled: { id: 'orders.cancel.done', defaultMessage: 'Canceled.' },
  cancelRequested: { id: 'orders.cancel.requested', defaultMessage: 'Cancellation requested.' },
  modifyItem: { id: 'orders.modify.item', defaultMessage: 'Change' },
  modifyTitle: { id: 'orders.modify.title', defaultMessage: 'Change the item' },
  modifyHelp: { id: 'orders.modify.help', defaultMessage: 'The restaurant confirms the change (or refuses the item).' },
  modifySubmit: { id: 'orders.modify.submit', defaultMessage: 'Send the change' },
  modified: { id: 'orders.modify.done', defaultMessage: 'Change sent to the restaurant.' },
  moveItem: { id: 'orders.moveItem', defaultMessage: 'Change status' },
  failedUpdateItem: { id: 'orders.failed.updateItem', defaultMessage: 'Failed to update order item' },
  failedCancelItem: { id: 'orders.failed.cancelItem', defaultMessage: 'Failed to cancel order item' },
  actions: { id: 'orders.items.actions', defaultMessage: 'Actions' },
});

/** Names in aria-labels of per-item buttons. */
export const itemActionMessages = {
  modify: defineMessage<{ name: string }>({ id: 'orders.modify.itemNamed', defaultMessage: 'Change {name}' }),
  cancel: defineMessage<{ name: string }>({ id: 'orders.cancel.itemNamed', defaultMessage: 'Cancel {name}' }),
  move: defineMessage<{ name: string }>({ id: 'orders.moveItem.named', defaultMessage: 'Change the status of {name}' }),
  moveTitle: defineMessage<{ name: string }>({ id: 'orders.moveItem.title', defaultMessage: 'Status of {name}' }),
};

/** A change the customer asked for, shown until the restaurant takes or refuses it. */
export const requestedChangeMessage = defineMessage<{ quantity: number; payer: string }>({
  id: 'orders.modify.requested',
  defaultMessage: 'Change asked for: {quantity} × paid by {payer}',
});

/** Beside the quantity ordered, the one a pending change asks for. */
export const requestedQuantityMessage = defineMessage<{ quantity: number }>({
  id: 'orders.modify.requestedQuantity',
  defaultMessage: '→ {quantity} asked for',
});
