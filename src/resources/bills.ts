// Bills (spec §3): what a user, the tenant or a restaurant owes for a period. Never created or
// edited on the engine: they are generated for a type and period (features/bills), marked paid and
// notified from their page. Everyone signed in sees their own; bills.view widens that to the tenant's.
import { defineMessages } from 'react-intl';
import { deleteBill, getBill, listBills } from '@/api/bills';
import type { Bill, BillType } from '@/api/models';
import { billTypeNames } from '@/components/names';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { commonLabels, idField, timestampFields } from './shared';

export const billLabels = defineMessages({
  plural: { id: 'resources.bills.plural', defaultMessage: 'Bills' },
  own: { id: 'resources.bills.own', defaultMessage: 'My bills' },
  singular: { id: 'resources.bills.singular', defaultMessage: 'Bill' },
  create: { id: 'resources.bills.create', defaultMessage: 'Generate bills' },
  entity: { id: 'resources.bills.entity', defaultMessage: 'bill' },
  billable: { id: 'resources.bills.billable', defaultMessage: 'Billable' },
  period: { id: 'resources.bills.period', defaultMessage: 'Period' },
  fromDate: { id: 'resources.bills.fromDate', defaultMessage: 'From' },
  tillDate: { id: 'resources.bills.tillDate', defaultMessage: 'Till' },
  amount: { id: 'resources.bills.amount', defaultMessage: 'Amount' },
  notified: { id: 'resources.bills.notified', defaultMessage: 'Notified' },
  notifiedAt: { id: 'resources.bills.notifiedAt', defaultMessage: 'Notified at' },
  paid: { id: 'resources.bills.paid', defaultMessage: 'Paid' },
  paidAt: { id: 'resources.bills.paidAt', defaultMessage: 'Paid at' },
  itemsCount: { id: 'resources.bills.itemsCount', defaultMessage: 'Items' },
  paidNoDelete: { id: 'resources.bills.paidNoDelete', defaultMessage: 'A paid bill cannot be deleted. Mark it unpaid first.' },
  navDescription: { id: 'nav.bills.description', defaultMessage: 'What each person, the company and each restaurant owes for a period.' },
});

export const BILL_TYPES: readonly BillType[] = ['USER', 'TENANT', 'RESTAURANT'];
export const BILL_TYPE_OPTIONS = BILL_TYPES.map((value) => ({ value, label: billTypeNames[value] }));

const billsPage = () => adminPath('/bills');

/** A bill's page, for links from elsewhere (the generation's result). */
export const billPage = (id: number) => `${billsPage()}/${id}`;

export const bills: ResourceDefinition<Bill> = {
  key: 'bills',
  logModelType: 10,
  permission: 'bills',
  feature: FEATURES.bills,
  ownRecords: true,
  labels: billLabels,
  titleOf: (bill) => `${bill.billable_name} · ${bill.period}`,
  dateFilter: billLabels.period,
  filters: [
    { field: 'type', param: 'type' },
    { field: 'paid', param: 'paid' },
    { field: 'notified', param: 'notified' },
  ],
  nav: { group: 'ordersBilling', order: 30, description: billLabels.navDescription },
  // The server refuses it too (422 on paid); said before anything is sent.
  refuse: { delete: (bill) => (bill.paid ? billLabels.paidNoDelete : undefined) },
  fields: [
    { name: 'billable_name', label: billLabels.billable, type: 'text', list: {} },
    idField(),
    // One's own bills are all USER bills: the column is for those who read everyone's.
    { name: 'type', label: commonLabels.type, type: 'enum', enumOptions: BILL_TYPE_OPTIONS, list: {}, acrossPeople: true },
    { name: 'period', label: billLabels.period, type: 'text', list: { hidden: true } },
    // On a phone the row says the bill's period and amount under its billable.
    { name: 'from_date', label: billLabels.fromDate, type: 'date', list: { sortable: true, summary: true } },
    { name: 'till_date', label: billLabels.tillDate, type: 'date', list: { sortable: true, summary: true } },
    { name: 'amount', label: billLabels.amount, type: 'money', list: { sortable: true, summary: true } },
    { name: 'items_count', label: billLabels.itemsCount, type: 'integer', list: { hidden: true } },
    { name: 'notified', label: billLabels.notified, type: 'boolean', list: {} },
    { name: 'notified_at', label: billLabels.notifiedAt, type: 'datetime', list: { hidden: true } },
    { name: 'paid', label: billLabels.paid, type: 'boolean', list: { primary: true } },
    { name: 'paid_at', label: billLabels.paidAt, type: 'datetime', list: { hidden: true } },
    ...timestampFields(),
  ],
  api: {
    list: (query, _params, signal) => listBills(query, signal),
    get: (id) => getBill(id),
    remove: (bill) => deleteBill(bill.id),
  },
  routes: {
    list: billsPage,
    record: (bill) => billPage(bill.id),
  },
};
