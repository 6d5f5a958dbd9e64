// GET api/v1/bills/{id}/items (contract: listBillItems): the factory's list, nested under a bill the
// caller may see (their own without bills.view).
import type { HttpHandler } from 'msw';
import { resourceHandlers } from '../crud/resource-handlers';
import { findVisibleRow } from '../crud/visible-row';
import { db } from '../db/database';
import type { BillItemRecord, BillRecord } from '../db/records';
import { billVisibility } from './visibility';

export function billItemHandlers(): HttpHandler[] {
  return resourceHandlers<BillItemRecord, BillItemRecord, BillRecord>({
    path: '/api/v1/bills/{id}/items',
    table: () => db().bill_items,
    permission: 'bills',
    permissions: { list: null },
    operations: ['list'],
    list: {
      searchable: [(item) => item.description, (item) => item.order_number],
      sortable: { id: (item) => item.id, requested_date: (item) => item.requested_date, amount: (item) => item.amount },
      dateField: (item) => item.requested_date,
    },
    parent: (context) => findVisibleRow(db().bills, context.params.id, billVisibility(context)),
    visible: ({ parent }) => (item) => item.bill_id === parent.id,
    serialize: (item) => ({ ...item }),
  });
}
