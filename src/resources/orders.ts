// Orders (spec §3) and their items: read and moved along the status table, never created or
// deleted here (orders come from the checkout). Everyone signed in sees their own; staff with
// orders.view / order-items.view the tenant's.
import { defineMessages } from 'react-intl';
import { getOrder, listOrderItems, listOrders } from '@/api/orders';
import type { Order, OrderItem } from '@/api/models';
import { payerNames } from '@/components/names';
import { ORDER_STATUS_OPTIONS } from '@/components/ordering/order-status';
import { adminPath } from '@/lib/admin-paths';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { FieldDefinition } from '@/lib/field-definition';
import { commonLabels, idField, timestampFields } from './shared';
import { userFilter } from './user-choices';

export const orderLabels = defineMessages({
  plural: { id: 'resources.orders.plural', defaultMessage: 'Orders' },
  own: { id: 'resources.orders.own', defaultMessage: 'My orders' },
  singular: { id: 'resources.orders.singular', defaultMessage: 'Order' },
  create: { id: 'resources.orders.create', defaultMessage: 'New order' },
  entity: { id: 'resources.orders.entity', defaultMessage: 'order' },
  orderNumber: { id: 'resources.orders.orderNumber', defaultMessage: 'Order number' },
  status: { id: 'resources.orders.status', defaultMessage: 'Status' },
  statusComment: { id: 'resources.orders.statusComment', defaultMessage: 'Status comment' },
  orderComment: { id: 'resources.orders.orderComment', defaultMessage: 'Order comment' },
  requestedDate: { id: 'resources.orders.requestedDate', defaultMessage: 'Requested date' },
  shipping: { id: 'resources.orders.shipping', defaultMessage: 'Shipping' },
  delivery: { id: 'resources.orders.delivery', defaultMessage: 'Delivery' },
  user: { id: 'resources.orders.user', defaultMessage: 'User' },
  company: { id: 'resources.orders.company', defaultMessage: 'Company' },
  supplier: { id: 'resources.orders.supplier', defaultMessage: 'Supplier' },
  itemsCount: { id: 'resources.orders.itemsCount', defaultMessage: 'Items' },
  itemsSummary: { id: 'resources.orders.itemsSummary', defaultMessage: '{value, plural, one {# item} other {# items}}' },
  totalOrdered: { id: 'resources.orders.totalOrdered', defaultMessage: 'Total ordered' },
  discount: { id: 'resources.orders.discount', defaultMessage: 'Discount' },
  deductFromSalary: { id: 'resources.orders.deductFromSalary', defaultMessage: 'Deduct from salary' },
  total: { id: 'resources.orders.total', defaultMessage: 'Total' },
  pickup: { id: 'resources.orders.delivery.pickup', defaultMessage: 'Pick-up' },
  delivered: { id: 'resources.orders.delivery.delivery', defaultMessage: 'Delivery' },
  navDescription: { id: 'nav.orders.description', defaultMessage: 'Orders and where they stand; staff move them along.' },
});

export const orderItemLabels = defineMessages({
  plural: { id: 'resources.orderItems.plural', defaultMessage: 'Order items' },
  own: { id: 'resources.orderItems.own', defaultMessage: 'My order items' },
  singular: { id: 'resources.orderItems.singular', defaultMessage: 'Order item' },
  create: { id: 'resources.orderItems.create', defaultMessage: 'New order item' },
  entity: { id: 'resources.orderItems.entity', defaultMessage: 'order item' },
  count: { id: 'resources.orderItems.count', defaultMessage: 'Count' },
  quantity: { id: 'resources.orderItems.quantity', defaultMessage: 'Quantity' },
  payer: { id: 'resources.orderItems.payer', defaultMessage: 'Payer' },
  price: { id: 'resources.orderItems.price', defaultMessage: 'Unit price' },
  navDescription: { id: 'nav.orderItems.description', defaultMessage: 'Every ordered item, by status and payer.' },
});

export const PAYER_OPTIONS = (['USER', 'TENANT'] as const).map((value) => ({ value, label: payerNames[value] }));

const ordersPage = () => adminPath('/orders');
const orderPage = (id: number) => `${ordersPage()}/${id}`;
const fullName = (user: Order['user']) => `${user.first_name} ${user.last_name}`.trim();
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

function statusField(): FieldDefinition<{ status: Order['status'] }> {
  return { name: 'status', label: orderLabels.status, type: 'enum', enumOptions: ORDER_STATUS_OPTIONS, list: { sortable: true, primary: true }, form: false };
}

export const orders: ResourceDefinition<Order> = {
  key: 'orders',
  logModelType: 2,
  permission: 'orders',
  ownRecords: true,
  labels: orderLabels,
  titleOf: (order) => order.order_number,
  dateFilter: orderLabels.requestedDate,
  filters: [{ field: 'status', param: 'status[]' }, userFilter(orderLabels.user)],
  nav: { group: 'ordersBilling', order: 10, description: orderLabels.navDescription },
  fields: [
    { name: 'order_number', label: orderLabels.orderNumber, type: 'text', list: {} },
    idField(),
    // On a phone the row says what the order is: its day, restaurant, items and total under its number.
    { name: 'requested_date', label: orderLabels.requestedDate, type: 'date', list: { sortable: true, summary: true } },
    statusField(),
    { name: 'status_comment', label: orderLabels.statusComment, type: 'textarea', list: { hidden: true } },
    { name: 'supplier', label: orderLabels.supplier, type: 'text', list: { summary: true }, display: (order) => order.supplier.name },
    { name: 'user', label: orderLabels.user, type: 'text', list: {}, display: (order) => fullName(order.user), acrossPeople: true },
    { name: 'company', label: orderLabels.company, type: 'text', list: { hidden: true }, display: (order) => order.company.name },
    {
      name: 'contact', label: commonLabels.contact, type: 'text',
      display: ({ contact }) => joined(contact.name, contact.phone, contact.email),
    },
    {
      name: 'shipping', label: orderLabels.shipping, type: 'text',
      display: ({ shipping }) => shipping && joined(shipping.address, joined(shipping.postal_code, shipping.city), shipping.instructions),
    },
    {
      name: 'delivery', label: orderLabels.delivery, type: 'text',
      display: ({ delivery }, intl) =>
        delivery && joined(intl.formatMessage(delivery.method === 'PICKUP' ? orderLabels.pickup : orderLabels.delivered), delivery.time),
    },
    { name: 'order_comment', label: orderLabels.orderComment, type: 'textarea' },
    { name: 'items_count', label: orderLabels.itemsCount, type: 'integer', list: { summary: orderLabels.itemsSummary } },
    { name: 'total_ordered', label: orderLabels.totalOrdered, type: 'money', list: { hidden: true } },
    { name: 'discount', label: orderLabels.discount, type: 'money', list: { hidden: true } },
    { name: 'deduct_from_salary', label: orderLabels.deductFromSalary, type: 'boolean', list: { hidden: true } },
    { name: 'total', label: orderLabels.total, type: 'money', list: { sortable: true, summary: true } },
    ...timestampFields(),
  ],
  api: {
    list: (query, _params, signal) => listOrders(query, signal),
    get: (id) => getOrder(id),
  },
  routes: {
    list: ordersPage,
    record: (order) => orderPage(order.id),
  },
};

/** /admin/order-items: every item the user may see; a row opens its order. */
export const orderItems: ResourceDefinition<OrderItem> = {
  key: 'order-items',
  permission: 'order-items',
  ownRecords: true,
  labels: orderItemLabels,
  titleOf: (item) => `${item.order_number} · ${item.description}`,
  dateFilter: orderLabels.requestedDate,
  filters: [
    { field: 'status', param: 'status[]' },
    { field: 'payer', param: 'payer' },
    userFilter(orderLabels.user),
  ],
  nav: { group: 'ordersBilling', order: 20, description: orderItemLabels.navDescription },
  fields: [
    { name: 'order_number', label: orderLabels.orderNumber, type: 'text', list: {} },
    idField(),
    { name: 'description', label: commonLabels.description, type: 'text', list: { primary: true } },
    { name: 'quantity', label: orderItemLabels.quantity, type: 'integer', list: { sortable: true } },
    { name: 'count', label: orderItemLabels.count, type: 'integer', list: { hidden: true } },
    { name: 'payer', label: orderItemLabels.payer, type: 'enum', enumOptions: PAYER_OPTIONS, list: {} },
    { name: 'price', label: orderItemLabels.price, type: 'money', list: { sortable: true, hidden: true } },
    { name: 'total', label: orderLabels.total, type: 'money', list: { sortable: true } },
    statusField(),
    { name: 'status_comment', label: orderLabels.statusComment, type: 'textarea', list: { hidden: true } },
    ...timestampFields(),
  ],
  api: {
    list: (query, _params, signal) => listOrderItems(query, signal),
  },
  routes: {
    list: () => adminPath('/order-items'),
    record: (item) => orderPage(item.order_id),
  },
};
