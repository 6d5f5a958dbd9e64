// Bill rows ↔ the API's Bill: amount, items_count and the totals per cost category summed from its
// items (indexed once per table state; deleting a bill replaces the items table, so its identity
// marks the change).
import type { Bill, CostCategory, Id } from '@/api/models';
import { db } from '../db/database';
import type { BillItemRecord, BillRecord } from '../db/records';

/** The contract's order of the totals. */
const CATEGORIES: readonly CostCategory[] = ['LUNCH', 'COOKING', 'SALARY_DEDUCTION'];

interface Totals {
  amount: number;
  count: number;
  byCategory: Map<CostCategory, { amount: number; count: number }>;
}

let cached: { table: BillItemRecord[]; length: number; totals: Map<Id, Totals> } | undefined;

function billTotals(): Map<Id, Totals> {
  const table = db().bill_items;
  if (cached?.table === table && cached.length === table.length) return cached.totals;
  const totals = new Map<Id, Totals>();
  for (const item of table) {
    const entry = totals.get(item.bill_id) ?? { amount: 0, count: 0, byCategory: new Map() };
    entry.amount += item.amount;
    entry.count += 1;
    const category = entry.byCategory.get(item.category) ?? { amount: 0, count: 0 };
    category.amount += item.amount;
    category.count += 1;
    entry.byCategory.set(item.category, category);
    totals.set(item.bill_id, entry);
  }
  cached = { table, length: table.length, totals };
  return totals;
}

export function billAmount(bill: BillRecord): number {
  return billTotals().get(bill.id)?.amount ?? 0;
}

export function serializeBill(bill: BillRecord): Bill {
  const totals = billTotals().get(bill.id);
  return {
    id: bill.id,
    type: bill.type,
    billable_type: bill.type,
    billable_id: bill.billable_id,
    billable_name: bill.billable_name,
    period: bill.period,
    from_date: bill.from_date,
    till_date: bill.till_date,
    amount: totals?.amount ?? 0,
    paid: bill.paid_at !== null,
    paid_at: bill.paid_at,
    notified: bill.notified_at !== null,
    notified_at: bill.notified_at,
    items_count: totals?.count ?? 0,
    totals: CATEGORIES.map((category) => {
      const sum = totals?.byCategory.get(category);
      return { category, items_count: sum?.count ?? 0, amount: sum?.amount ?? 0 };
    }),
    tenant_id: bill.tenant_id,
    created_at: bill.created_at,
    updated_at: bill.updated_at,
  };
}
