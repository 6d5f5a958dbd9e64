// Every item of a bill, for printing it whole: pages of the largest size the contract allows
// (100), a few at once, in the bill's order, reporting how many have come. The screen shows a page
// at a time (bill-items-resource.ts); this runs only when asked to print.
import { listBillItems } from '@/api/bills';
import type { BillItem } from '@/api/models';
import { EXPORT_PAGE_SIZE, pagesInOrder } from '@/crud/csv-export';

export const BILL_ITEMS_PAGE = EXPORT_PAGE_SIZE;

export async function loadAllBillItems(
  billId: number, signal?: AbortSignal, onProgress?: (loaded: number, total: number) => void,
): Promise<BillItem[]> {
  const query = { per_page: BILL_ITEMS_PAGE, order_by: 'requested_date', order_dir: 'asc' } as const;
  const items: BillItem[] = [];
  for await (const { rows, total } of pagesInOrder((page, pageSignal) => listBillItems(billId, { ...query, page }, pageSignal), signal)) {
    items.push(...rows);
    onProgress?.(items.length, total);
  }
  return items;
}
