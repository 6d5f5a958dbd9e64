// The bill page and the orders export at scale, as Acme's administrator. The bill: the largest
// of Acme's, from navigation to the frame that paints its first item rows, the main thread's
// blocked time and longest task on the way, and the DOM's size. The export: the orders list's
// "Export CSV", from the click to the file, and the longest task meanwhile.
import type { Page } from '@playwright/test';
import { blocked, domNodes, longest, longTasks, paintedWhen } from './bench-browser';

export interface BillRun {
  items: number;
  firstRowsMs: number;
  blockedMs: number;
  longestTaskMs: number;
  domNodes: number;
}

export interface ExportRun {
  rows: number;
  fileMs: number;
  longestTaskMs: number;
}

/** The id and item count of Acme's largest bill (the page's own session asks). */
export async function largestBill(page: Page, backendUrl: string): Promise<{ id: number; items: number }> {
  return page.evaluate(async (backend) => {
    const answer = await fetch(`${backend}/api/v1/bills?order_by=amount&order_dir=desc&per_page=1&tenant_id=1`, {
      credentials: 'include', headers: { Accept: 'application/json' },
    });
    const bill = ((await answer.json()) as { data: { id: number; items_count: number }[] }).data[0]!;
    return { id: bill.id, items: bill.items_count };
  }, backendUrl);
}

/** `page` records long tasks (recordLongTasks) and is signed in. */
export async function openBill(page: Page, frontendUrl: string, bill: { id: number; items: number }): Promise<BillRun> {
  await page.goto(`${frontendUrl}/admin/bills/${bill.id}`);
  const firstRowsMs = await paintedWhen(page, '.ant-table-tbody tr.ant-table-row');
  await page.waitForTimeout(500);
  const tasks = await longTasks(page, 0, firstRowsMs);
  return { items: bill.items, firstRowsMs, blockedMs: blocked(tasks), longestTaskMs: longest(await longTasks(page)), domNodes: await domNodes(page) };
}

/** `page` records long tasks (recordLongTasks) and is signed in. */
export async function exportOrders(page: Page, frontendUrl: string, backendUrl: string): Promise<ExportRun> {
  await page.goto(`${frontendUrl}/admin/orders`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const rows = await page.evaluate(async (backend) => {
    const answer = await fetch(`${backend}/api/v1/orders?per_page=1&tenant_id=1`, { credentials: 'include', headers: { Accept: 'application/json' } });
    return ((await answer.json()) as { meta: { total: number } }).meta.total;
  }, backendUrl);
  await page.waitForTimeout(500);
  const started = await page.evaluate(() => performance.now());
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await download;
  const ended = await page.evaluate(() => performance.now());
  return { rows, fileMs: ended - started, longestTaskMs: longest(await longTasks(page, started, ended)) };
}
