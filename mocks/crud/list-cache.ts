// The filtered and sorted rows of a list query, kept until the data changes, so that a page costs
// its own rows only (the index a database would use): walking all 2,859 pages of 28,581 orders
// filters and sorts once, not once per page. Any saveDb() (after every write request) drops it all,
// and an entry is also dropped when its table was replaced or changed length (a test that edits
// db() directly); the ids of the rows are not kept, the rows are, so a page serialises current rows.
import { dbVersion } from '../db/database';

interface Entry {
  version: number;
  table: readonly unknown[];
  length: number;
  rows: readonly unknown[];
}

/** A few queries per user and list are live at once (a list, its next page, an export). */
const MAX_ENTRIES = 32;
const entries = new Map<string, Entry>();

/**
 * The rows `select` computes from `table` for `key` (everything the selection depends on but the
 * page: the list, the user, the query), from the cache while the data is unchanged.
 */
export function cachedRows<R>(key: string, table: readonly R[], select: () => R[]): readonly R[] {
  const version = dbVersion();
  const entry = entries.get(key);
  entries.delete(key); // re-inserted below: the Map's order is the order of last use
  if (entry && entry.version === version && entry.table === table && entry.length === table.length) {
    entries.set(key, entry);
    return entry.rows as readonly R[];
  }
  const rows = select();
  entries.set(key, { version, table, length: table.length, rows });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return rows;
}

/** The query without its page: every page of one query shares the selection. */
export function listCacheKey(scope: string, url: URL): string {
  const params = [...url.searchParams].filter(([name]) => name !== 'page' && name !== 'per_page');
  // By name only, stably: the values of a repeated name keep their order (`get()` reads the first).
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope} ${url.pathname}?${new URLSearchParams(params).toString()}`;
}
