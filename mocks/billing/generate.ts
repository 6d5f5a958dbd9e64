// Bill generation (contract: generateBills): one bill per billable with COMPLETED items whose
// order's requested_date is in [from, till], in the tenant. Shared by the handler (on db()) and the
// seed (on the data it is building), so it works on the data it is given and imports no database.
import type { BillType, CostCategory, Id } from '@/api/models';
import { nextId } from '../db/next-id';
import type { BillItemRecord, BillRecord, DbData, OrderItemRecord, OrderRecord } from '../db/records';
import { addDays } from '../domain/dates';
import { netAmount } from '../orders/order-math';

interface Billable {
  id: Id;
  name: string;
  lines: { item: OrderItemRecord; order: OrderRecord; category: CostCategory }[];
}

/** "YYYY-MM" when [from, till] is exactly one calendar month, else "from..till". */
export function billPeriod(from: string, till: string): string {
  const wholeMonth = from.endsWith('-01') && till.slice(0, 7) === from.slice(0, 7) && addDays(till, 1).endsWith('-01');
  return wholeMonth ? from.slice(0, 7) : `${from}..${till}`;
}

/** A bill of `type` in the tenant already overlaps the period. */
export function billsOverlap(data: DbData, tenantId: Id, type: BillType, from: string, till: string): boolean {
  return data.bills.some((b) => b.tenant_id === tenantId && b.type === type && b.from_date <= till && from <= b.till_date);
}

function billables(data: DbData, tenantId: Id, type: BillType, from: string, till: string): Map<Id, Billable> {
  const orders = new Map(
    data.orders.filter((o) => o.tenant_id === tenantId && o.requested_date >= from && o.requested_date <= till).map((o) => [o.id, o]),
  );
  const result = new Map<Id, Billable>();
  for (const item of data.order_items) {
    const order = orders.get(item.order_id);
    if (!order || item.status !== 'COMPLETED') continue;
    if ((type === 'USER' && item.payer !== 'USER') || (type === 'TENANT' && item.payer !== 'TENANT')) continue;
    const owner =
      type === 'USER' ? { id: order.user_id, name: `${order.user.first_name} ${order.user.last_name}` }
      : type === 'TENANT' ? order.company
      : order.supplier;
    const category: CostCategory = type === 'RESTAURANT' ? 'COOKING' : type === 'USER' && order.deduct_from_salary ? 'SALARY_DEDUCTION' : 'LUNCH';
    const billable = result.get(owner.id) ?? { id: owner.id, name: owner.name, lines: [] };
    billable.lines.push({ item, order, category });
    result.set(owner.id, billable);
  }
  return result;
}

/** Adds the bills and their items to `data` (the caller checks billsOverlap first); none when no item qualifies. */
export function generateBills(
  data: DbData, tenantId: Id, type: BillType, from: string, till: string, stamp: string,
): BillRecord[] {
  const created: BillRecord[] = [];
  let itemId = nextId(data.bill_items);
  for (const billable of billables(data, tenantId, type, from, till).values()) {
    const bill: BillRecord = {
      id: nextId(data.bills), type, billable_id: billable.id, billable_name: billable.name, period: billPeriod(from, till),
      from_date: from, till_date: till, paid_at: null, notified_at: null, tenant_id: tenantId, created_at: stamp, updated_at: stamp,
    };
    data.bills.push(bill);
    const items: BillItemRecord[] = billable.lines.map(({ item, order, category }) => ({
      id: itemId++, bill_id: bill.id, order_item_id: item.id, order_number: order.order_number, description: item.description,
      requested_date: order.requested_date, quantity: item.quantity, amount: netAmount(item), category, payer: item.payer,
      created_at: stamp, updated_at: stamp,
    }));
    data.bill_items.push(...items);
    created.push(bill);
  }
  return created;
}
