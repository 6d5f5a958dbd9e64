// A bill's items as a list of the admin engine, a page at a time from the server (GET
// bills/{id}/items): search, sort, page sizes, the page in the URL, the CSV export of every item.
// Read-only (the API offers only the list), under the bill's own permission.
import { defineMessages } from 'react-intl';
import { listBillItems } from '@/api/bills';
import type { BillItem, CostCategory } from '@/api/models';
import type { ListSearch } from '@/crud/list-search';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { billPage } from '@/resources/bills';
import { PAYER_OPTIONS } from '@/resources/orders';
import { billMessages } from './bill-messages';

const billItemLabels = defineMessages({
  singular: { id: 'resources.billItems.singular', defaultMessage: 'Bill item' },
  entity: { id: 'resources.billItems.entity', defaultMessage: 'bill item' },
});

export interface BillItemsParams {
  billId: number;
}

/** The cost categories of spec §3, in its order (the order of a bill's totals). */
export const COST_CATEGORIES: readonly CostCategory[] = ['LUNCH', 'COOKING', 'SALARY_DEDUCTION'];
const CATEGORY_OPTIONS = COST_CATEGORIES.map((value) => ({ value, label: billMessages[value] }));

export const billItems: ResourceDefinition<BillItem, BillItemsParams> = {
  key: 'bill-items',
  permission: 'bills',
  // Whoever may open the bill reads its items (one's own bills without bills.view).
  ownRecords: true,
  labels: { plural: billMessages.items, singular: billItemLabels.singular, create: billItemLabels.singular, entity: billItemLabels.entity },
  titleOf: (item) => `${item.order_number} · ${item.description}`,
  fields: [
    // On a phone the row says the menu, with its day and amount under it.
    { name: 'description', label: billMessages.menu, type: 'text', list: { primary: true } },
    { name: 'requested_date', label: billMessages.date, type: 'date', list: { sortable: true, summary: true } },
    { name: 'order_number', label: billMessages.order, type: 'text', list: {} },
    { name: 'quantity', label: billMessages.quantity, type: 'integer', list: {} },
    { name: 'payer', label: billMessages.payer, type: 'enum', enumOptions: PAYER_OPTIONS, list: {} },
    { name: 'category', label: billMessages.category, type: 'enum', enumOptions: CATEGORY_OPTIONS, list: {} },
    { name: 'amount', label: billMessages.amount, type: 'money', list: { sortable: true, summary: true } },
  ],
  api: {
    list: (query, { billId }, signal) => listBillItems(billId, query, signal),
  },
  routes: {
    list: ({ billId }) => billPage(billId),
  },
};

/** A bill reads in the order of its days unless the user sorts otherwise. */
export function billItemsSearch(search: ListSearch): ListSearch {
  return search.order_by ? search : { ...search, order_by: 'requested_date', order_dir: 'asc' };
}
