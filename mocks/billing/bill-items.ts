// GET api/v1/bills/{id}/items (contract: listBillItems): the factory's list, nested under the bill.
import type { HttpHandler } from 'msw';
import { resourceHandlers } from '../crud/resource-handlers';
import { findVisibleRow } from '../crud/visible-row';
import { db } from '../db/database';
import type { BillItemRecord, BillRecord } from '../db/records';

export function billItemHandlers(): HttpHandler[] {
  return resourceHandlers<BillItemRecord, BillItemRecord, BillRecord>({
    path: '/api/v1/bills/{id}/items',
    table: () => db().bill_items,
    permission: 'bills',
    operations: ['list'],
    list: {
      searchable: [(item) => item.description, (item) => item.order_number],
      sortable: { id: (item) => item.id, requested_date: (item) => item.requested_date, amount: (item) => item.amount },
      dateField: (item) => item.requested_date,
    },
    parent: ({ params, scope }) =>
      findVisibleRow(db().bills, params.id, (bill) => scope.visibleIn === undefined || bill.tenant_id === scope.visibleIn),
    visible: ({ parent }) => (item) => item.bill_id === parent.id,
    serialize: (item) => ({ ...item }),
  });
}
