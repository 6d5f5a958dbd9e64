// Where a bill is sent (contract: notifyBill): the user's e-mail, the tenant's, or — restaurants
// have no e-mail of their own — the first of the restaurant's contacts that has one.
import { db } from '../db/database';
import type { BillRecord } from '../db/records';
import { sendMail } from '../mailbox';

export function billableEmail(bill: BillRecord): string | null {
  const data = db();
  if (bill.type === 'USER') return data.users.find((u) => u.id === bill.billable_id)?.email ?? null;
  if (bill.type === 'TENANT') return data.tenants.find((t) => t.id === bill.billable_id)?.email ?? null;
  return data.restaurant_contacts.find((c) => c.restaurant_id === bill.billable_id && c.email)?.email ?? null;
}

export function sendBill(bill: BillRecord, to: string, frontendUrl: string): void {
  sendMail({ to, subject: `Your bill for ${bill.period}`, link: `${frontendUrl}/admin/bills/${bill.id}` });
}
