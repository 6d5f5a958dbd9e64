// Every item of a bill, for printing it whole: pages of the largest size the contract allows
// (100), in the bill's order, reporting how many have come. The screen shows a page at a time
// (bill-items-resource.ts); this runs only when asked to print.
import { listBillItems } from '@/api/bills';
import type { BillItem } from '@/api/models';

export const BILL_ITEMS_PAGE = 100;

export async function loadAllBillItems(
  billId: number, signal?: AbortSignal, onProgress?: (loaded: number, total: number) => void,
): Promise<BillItem[]> {
  const items: BillItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listBillItems(billId, { page, per_page: BILL_ITEMS_PAGE, order_by: 'requested_date', order_dir: 'asc' }, signal);
    items.push(...answer.data);
    onProgress?.(items.length, answer.meta.total);
    if (answer.meta.current_page >= answer.meta.last_page || answer.data.length === 0) return items;
  }
}
