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
    const answer = await fetch(`${backend}/api/v1/bills?order_by=amount&order_dir=desc&per_page=10&tenant_id=1`, {
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

/**
 * A save dialog in the page that answers at once with a file counting what is written, and keeps
 * when it was closed: a large export goes to disk (lib/file-sink.ts), and a bench cannot click in
 * the browser's own dialog. A small one is a download, as without the API.
 */
export async function fakeSaveDialog(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { savedBytes: number; savedAt?: number; showSaveFilePicker: unknown };
    state.savedBytes = 0;
    state.showSaveFilePicker = async () => ({
      createWritable: async () => ({
        write: async (data: string) => void (state.savedBytes += data.length),
        close: async () => void (state.savedAt = performance.now()),
        abort: async () => undefined,
      }),
    });
  });
}

/** `page` records long tasks (recordLongTasks), has the fake save dialog and is signed in. */
export async function exportOrders(page: Page, frontendUrl: string, backendUrl: string): Promise<ExportRun> {
  await page.goto(`${frontendUrl}/admin/orders`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const rows = await page.evaluate(async (backend) => {
    const answer = await fetch(`${backend}/api/v1/orders?per_page=10&tenant_id=1`, { credentials: 'include', headers: { Accept: 'application/json' } });
    return ((await answer.json()) as { meta: { total: number } }).meta.total;
  }, backendUrl);
  await page.waitForTimeout(500);
  const started = await page.evaluate(() => performance.now());
  const downloaded = page.waitForEvent('download', { timeout: 120_000 }).then(() => page.evaluate(() => performance.now()));
  const saved = page
    .waitForFunction(() => (window as unknown as { savedAt?: number }).savedAt, undefined, { timeout: 120_000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const ended = await Promise.race([downloaded, saved]);
  return { rows, fileMs: ended - started, longestTaskMs: longest(await longTasks(page, started, ended)) };
}
