// CSV export of a list: the current filter and sort, every page, the visible columns, values
// formatted as on screen. Built to scale (issue 34.2): pages of the largest size the contract allows,
// a few requests in flight, the file written a slice of rows at a time between which the browser
// gets the thread back (no task over ~50 ms), each page's lines handed to a file sink as soon as
// they are made (to disk where the browser allows: lib/file-sink.ts), progress reported, and a
// cancel or a failure midway ends it without a file: a partial file is never offered as the whole list.
import { defineMessage, type IntlShape } from 'react-intl';
import { PAGE_SIZES, type PageSize } from '@/lib/config';
import { csvSeparator, toCsv } from '@/lib/csv';
import { formatValue } from './field-format';
import { toListQuery, type ListSearch } from './list-search';
import type { PageOf, ResourceDefinition } from '@/lib/resource-definition';
import type { FieldDefinition } from '@/lib/field-definition';
import { openFileSink, type FileKind, type FileSink } from '@/lib/file-sink';

const csvFileMessage = defineMessage({ id: 'crud.export.fileType', defaultMessage: 'CSV file' });

/** The contract's largest page (per_page: 10, 25, 50 or 100). */
export const EXPORT_PAGE_SIZE: PageSize = Math.max(...PAGE_SIZES) as PageSize;
/** Requests in flight at once: quick on a good line, and kind to the server. */
export const EXPORT_IN_FLIGHT = 3;
/** Time given to writing before the browser gets the thread back (frames stay smooth). */
const SLICE_MS = 12;
/** Rows written between two looks at the clock. */
const ROWS_PER_CHECK = 50;

export interface ExportProgress {
  written: number;
  total: number;
}

export interface PagedExportOptions<T> {
  load: (page: number, signal: AbortSignal) => Promise<PageOf<T>>;
  /** The CSV lines of some rows (the header is the caller's to write first). */
  write: (rows: T[]) => string;
  /** Where the lines go, a page at a time. */
  sink: FileSink;
  signal?: AbortSignal;
  inFlight?: number;
  onProgress?: (progress: ExportProgress) => void;
  /** Gives the browser the thread back; default: a macrotask that background tabs do not slow down. */
  yieldToBrowser?: () => Promise<void>;
}

function abortError(): DOMException {
  return new DOMException('The export was canceled.', 'AbortError');
}

/** A macrotask through a message port: setTimeout waits a second between calls in a background tab. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Every page of a list, in order, with the list's total: page 1 says how many pages there are, the
 * others are asked for in order with at most `inFlight` at once. Stops every request on a failure,
 * when `signal` aborts, or when the caller stops reading.
 */
export async function* pagesInOrder<T>(
  load: (page: number, signal: AbortSignal) => Promise<PageOf<T>>, signal?: AbortSignal, inFlight = EXPORT_IN_FLIGHT,
): AsyncGenerator<{ rows: T[]; total: number }> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  // A cancel ends the wait at once, also for a request that does not heed its signal.
  const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(abortError()), { once: true }));
  aborted.catch(() => undefined);
  try {
    if (signal?.aborted) throw abortError();
    const first = await Promise.race([load(1, controller.signal), aborted]);
    const { last_page: last, total } = first.meta;
    let running = 0;
    const waiting: (() => void)[] = [];
    const take = async () => {
      while (running >= inFlight) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
    };
    const give = () => {
      running -= 1;
      waiting.shift()?.();
    };
    const pages: Promise<T[]>[] = [Promise.resolve(first.data)];
    for (let page = 2; page <= last; page += 1) {
      pages.push(
        (async () => {
          await take();
          try {
            if (controller.signal.aborted) throw abortError();
            return (await load(page, controller.signal)).data;
          } finally {
            give();
          }
        })(),
      );
    }
    // Awaited in order below; a later page's failure is seen there, not reported as unhandled.
    for (const page of pages) page.catch(() => undefined);
    for (const page of pages) {
      const rows = await Promise.race([page, aborted]);
      yield { rows, total };
    }
  } catch (error) {
    throw signal?.aborted ? abortError() : error;
  } finally {
    controller.abort(); // pages still on their way (a failure, a cancel, a reader that stopped)
    signal?.removeEventListener('abort', stop);
  }
}

/** Every row of a list, fetched as the export does (for pickers and files that need them all). */
export async function fetchAllRows<T extends { id: number }, P>(
  resource: ResourceDefinition<T, P>, params: P, search: ListSearch, signal?: AbortSignal,
): Promise<T[]> {
  const query = { ...toListQuery(search, resource.filters), per_page: EXPORT_PAGE_SIZE };
  const rows: T[] = [];
  for await (const page of pagesInOrder((page, pageSignal) => resource.api.list({ ...query, page }, params, pageSignal), signal)) {
    rows.push(...page.rows);
  }
  return rows;
}

/**
 * A paged list written as CSV to `sink`, each page's rows as soon as the pages before it are
 * written, a slice at a time with the browser given the thread back between slices.
 */
export async function exportPages<T>(options: PagedExportOptions<T>): Promise<void> {
  const { load, write, sink, signal, onProgress, inFlight, yieldToBrowser = nextTask } = options;
  let written = 0;
  let sliceStart = performance.now();
  for await (const { rows, total } of pagesInOrder(load, signal, inFlight)) {
    const lines: string[] = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_CHECK) {
      if (signal?.aborted) throw abortError();
      const slice = rows.slice(start, start + ROWS_PER_CHECK);
      lines.push(write(slice));
      written += slice.length;
      if (performance.now() - sliceStart > SLICE_MS) {
        onProgress?.({ written, total: Math.max(total, written) });
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
    await sink.write(lines.join(''));
    onProgress?.({ written, total: Math.max(total, written) });
  }
  if (signal?.aborted) throw abortError();
}

/** The columns with their labels, then every row of the list's current state, as CSV to `sink`. */
export async function exportListCsv<T extends { id: number }, P>(
  intl: IntlShape, resource: ResourceDefinition<T, P>, params: P, search: ListSearch, fields: FieldDefinition<T>[],
  options: Pick<PagedExportOptions<T>, 'sink' | 'signal' | 'onProgress' | 'yieldToBrowser'>,
): Promise<void> {
  const query = { ...toListQuery(search, resource.filters), per_page: EXPORT_PAGE_SIZE };
  const separator = csvSeparator(intl);
  await options.sink.write(BYTE_ORDER_MARK + toCsv(fields.map((field) => intl.formatMessage(field.label)), [], separator));
  await exportPages({
    ...options,
    load: (page, signal) => resource.api.list({ ...query, page }, params, signal),
    write: (rows) => rowLines(intl, fields, rows, separator),
  });
}

function rowLines<T>(intl: IntlShape, fields: FieldDefinition<T>[], rows: T[], separator: string): string {
  // toCsv writes a header line first: an empty one, dropped.
  return toCsv([], rows.map((row) => fields.map((field) => formatValue(intl, field, row))), separator).slice(2);
}

export function rowsToCsv<T>(intl: IntlShape, fields: FieldDefinition<T>[], rows: T[]): string {
  return toCsv(
    fields.map((field) => intl.formatMessage(field.label)),
    rows.map((row) => fields.map((field) => formatValue(intl, field, row))),
    csvSeparator(intl),
  );
}

/** The byte-order mark makes spreadsheets read the file as UTF-8. */
const BYTE_ORDER_MARK = '\ufeff';

export const csvFile = (intl: IntlShape): FileKind => ({ type: 'text/csv', extension: '.csv', description: intl.formatMessage(csvFileMessage) });

/** A CSV file made at once (a page the app has whole): saved as a download. */
export async function saveCsv(intl: IntlShape, fileName: string, csv: string): Promise<void> {
  const sink = await openFileSink(fileName, csvFile(intl), false);
  await sink?.write(BYTE_ORDER_MARK + csv);
  await sink?.close();
}
