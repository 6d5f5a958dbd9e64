// Every item of a bill (a page of 100 at a time): the bill's page shows them all with their totals,
// and prints them, so it does not page them.
import { listBillItems } from '@/api/bills';
import type { BillItem } from '@/api/models';

export async function loadAllBillItems(billId: number, signal?: AbortSignal): Promise<BillItem[]> {
  const items: BillItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listBillItems(billId, { page, per_page: 100, order_by: 'requested_date', order_dir: 'asc' }, signal);
    items.push(...answer.data);
    if (answer.meta.current_page >= answer.meta.last_page || answer.data.length === 0) return items;
  }
}
