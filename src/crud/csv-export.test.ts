import type { FieldDefinition } from '@/lib/field-definition';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { AnyResource, ListQuery } from '@/lib/resource-definition';
import type { FileSink } from '@/lib/file-sink';
import { exportPages, fetchAllRows, rowsToCsv } from './csv-export';
import type { PageOf } from '@/lib/resource-definition';

const label = (text: string) => ({ id: text, defaultMessage: text });
const intl = createIntl({ locale: 'en', messages: {} });

describe('CSV export', () => {
  it('fetches every page of the current filter and sort, 100 rows at a time', async () => {
    const queries: ListQuery[] = [];
    const rows = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
    const resource = {
      api: {
        list: async (query: ListQuery) => {
          queries.push(query);
          const start = (query.page - 1) * query.per_page;
          return { data: rows.slice(start, start + query.per_page), meta: { current_page: query.page, last_page: 3, total: 230, per_page: 100 } };
        },
      },
    } as unknown as AnyResource;
    const all = await fetchAllRows(resource, {}, { search: 'bowl', order_by: 'name', order_dir: 'asc', page: 2, per_page: 10 });
    expect(all).toHaveLength(230);
    expect(queries.map((q) => [q.page, q.per_page, q.search, q.order_by, q.order_dir])).toEqual([
      [1, 100, 'bowl', 'name', 'asc'],
      [2, 100, 'bowl', 'name', 'asc'],
      [3, 100, 'bowl', 'name', 'asc'],
    ]);
  });

  it('writes the columns with their labels and values as shown', () => {
    const fields: FieldDefinition<{ name: string; is_open: boolean; price: number }>[] = [
      { name: 'name', label: label('Name'), type: 'text' },
      { name: 'is_open', label: label('Open'), type: 'boolean' },
      { name: 'price', label: label('Price'), type: 'money' },
    ];
    expect(rowsToCsv(intl, fields, [{ name: 'Chez Marcel, Lyon', is_open: true, price: 1250 }])).toBe('Name,Open,Price\r\n"Chez Marcel, Lyon",Yes,€12.50\r\n');
  });

  it('follows the locale’s separator, as the payroll export does: ";" in French, where decimals have a comma', () => {
    const fields: FieldDefinition<{ name: string; price: number }>[] = [
      { name: 'name', label: label('Nom'), type: 'text' },
      { name: 'price', label: label('Prix'), type: 'money' },
    ];
    const fr = createIntl({ locale: 'fr', messages: {} });
    expect(rowsToCsv(fr, fields, [{ name: 'Chez Marcel; Lyon', price: 1250 }])).toBe('Nom;Prix\r\n"Chez Marcel; Lyon";12,50\u00a0€\r\n');
  });
});

/** A list of `total` rows in pages of 100 whose calls wait until the test answers them. */
function heldList(total: number) {
  const calls: { page: number; answer: () => void; fail: (error: Error) => void; signal: AbortSignal }[] = [];
  let inFlight = 0;
  let most = 0;
  const last = Math.ceil(total / 100);
  const load = (page: number, signal: AbortSignal) =>
    new Promise<PageOf<{ id: number }>>((resolve, reject) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const done = () => (inFlight -= 1);
      const data = Array.from({ length: Math.min(100, total - (page - 1) * 100) }, (_, i) => ({ id: (page - 1) * 100 + i + 1 }));
      calls.push({
        page, signal,
        answer: () => (done(), resolve({ data, meta: { current_page: page, last_page: last, total, per_page: 100 } })),
        fail: (error) => (done(), reject(error)),
      });
    });
  return { calls, load, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A sink that keeps what is written, a write per call. */
function memorySink() {
  const writes: string[] = [];
  const sink: FileSink = { write: async (part) => void writes.push(part), close: async () => undefined, abort: async () => undefined };
  return { sink, writes };
}
const lines = (rows: { id: number }[]) => rows.map((row) => `${row.id}\r\n`).join('');

describe('exportPages', () => {
  it('keeps at most 3 requests in flight and writes the pages in order, whatever order they come in', async () => {
    const list = heldList(650);
    const { sink, writes } = memorySink();
    const done = exportPages({ load: list.load, write: lines, sink, yieldToBrowser: async () => undefined });
    await settle();
    list.calls[0]!.answer(); // page 1: 7 pages
    await settle();
    expect(list.calls.map((call) => call.page)).toEqual([1, 2, 3, 4]);
    // Page 4 comes before 2 and 3, then the rest one by one.
    list.calls[3]!.answer();
    await settle();
    expect(list.calls.map((call) => call.page)).toEqual([1, 2, 3, 4, 5]);
    for (let n = 1; n < 7; n += 1) {
      list.calls.find((call) => call.page === n + 1)?.answer();
      await settle();
    }
    for (const call of list.calls) call.answer();
    await done;
    expect(writes).toHaveLength(7); // a write per page, as it comes
    expect(writes.join('')).toBe(lines(Array.from({ length: 650 }, (_, i) => ({ id: i + 1 }))));
    expect(list.most()).toBe(3);
    expect(list.calls).toHaveLength(7);
  });

  it('gives the browser the thread back between slices of writing, reporting the rows written', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5)); // every look at the clock: 5 ms later
    const yields: number[] = [];
    const progress: number[] = [];
    const list = heldList(300);
    const done = exportPages({
      load: list.load, write: lines, sink: memorySink().sink, onProgress: ({ written }) => progress.push(written),
      yieldToBrowser: async () => void yields.push(progress.at(-1) ?? 0),
    });
    await settle();
    list.calls[0]!.answer();
    await settle();
    for (const call of list.calls) call.answer();
    await done;
    vi.restoreAllMocks();
    expect(yields.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toBe(300);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('fails as a whole when a page fails midway, and stops the requests still out', async () => {
    const list = heldList(650);
    const done = exportPages({ load: list.load, write: lines, sink: memorySink().sink, yieldToBrowser: async () => undefined });
    await settle();
    list.calls[0]!.answer();
    await settle();
    list.calls[1]!.answer();
    list.calls[2]!.fail(new Error('500'));
    await expect(done).rejects.toThrow('500');
    expect(list.calls[3]!.signal.aborted).toBe(true);
  });

  it('ends with an AbortError when cancelled, writing no page after the cancel', async () => {
    const list = heldList(650);
    const controller = new AbortController();
    const { sink, writes } = memorySink();
    const done = exportPages({ load: list.load, write: lines, sink, signal: controller.signal, yieldToBrowser: async () => undefined });
    await settle();
    list.calls[0]!.answer();
    await settle();
    const before = writes.length;
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(list.calls.every((call) => call.signal.aborted)).toBe(true);
    expect(writes).toHaveLength(before);
  });
});
