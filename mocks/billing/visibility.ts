// Who sees which bills (contract: listBills, getBill, listBillItems): the call's tenant (all of them
// for a super admin reading without tenant_id), and within it every bill with bills.view, else only
// the caller's own USER bills (as with orders: anyone signed in may follow what they owe).
import type { Predicate } from '../crud/list-query';
import type { TenantScope } from '../crud/tenant-scope';
import type { BillRecord, UserRecord } from '../db/records';
import { userCan } from '../db/users';

export interface BillViewer {
  user: UserRecord;
  scope: TenantScope;
}

export function billVisibility({ user, scope }: BillViewer): Predicate<BillRecord> {
  const all = userCan(user, 'bills.view');
  const tenant = scope.visibleIn;
  return (bill) => (tenant === undefined || bill.tenant_id === tenant) && (all || (bill.type === 'USER' && bill.billable_id === user.id));
}
