// Laravel-style list queries, pure and fast: parse page/per_page/search/order_by/order_dir/from/till
// (422 like a form request), filter in one pass, sort only the rows that are left (keys computed
// once per row), slice one page, and describe it with Laravel's pagination links and meta.
import type { Paginated } from '@/api/models';
import { isIsoDate } from '../domain/dates';
import { translate, attributeName, type Locale } from '../messages';
import { validationError } from '../responses';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 10;
const NON_ASCII = /[^\x20-\x7e]/;

export type Accessor<R> = (record: R) => unknown;
export type Predicate<R> = (record: R) => boolean;
/** Builds a filter from the raw values of one query key (`key[]` and `key`); undefined: no filter. */
export type FilterBuilder<R, C> = (values: string[], context: C) => Predicate<R> | undefined;

export interface ListDefinition<R, C> {
  /** Values `search` looks in (case-insensitive "contains", any of them). */
  searchable: readonly Accessor<R>[];
  /** The fields `order_by` accepts, by name. */
  sortable: Readonly<Record<string, Accessor<R>>>;
  /** `from`/`till` on this date or timestamp field… */
  dateField?: Accessor<R>;
  /** …or a custom range test (e.g. an availability window overlapping [from, till]). */
  dateRange?: (from: string | undefined, till: string | undefined) => Predicate<R>;
  filters?: Readonly<Record<string, FilterBuilder<R, C>>>;
}

export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  orderBy: string;
  orderDir: 'asc' | 'desc';
  from: string | undefined;
  till: string | undefined;
}

export type PageOf<T> = Paginated<T>;

/** Reads the common list parameters; throws Laravel's 422 for invalid ones. */
export function parseListQuery(url: URL, sortable: readonly string[], locale: Locale): ListQuery {
  const query = url.searchParams;
  const errors: Record<string, string[]> = {};
  const invalid = (field: string, key: 'in' | 'date') => {
    errors[field] = [translate(key, locale, { attribute: attributeName(field, locale) })];
  };
  const perPage = query.get('per_page');
  if (perPage !== null && !PER_PAGE_OPTIONS.some((option) => String(option) === perPage.trim())) invalid('per_page', 'in');
  const orderBy = query.get('order_by')?.trim() || 'id';
  if (!sortable.includes(orderBy)) invalid('order_by', 'in');
  const orderDir = query.get('order_dir')?.trim().toLowerCase() || 'desc';
  if (orderDir !== 'asc' && orderDir !== 'desc') invalid('order_dir', 'in');
  const from = query.get('from')?.trim() || undefined;
  const till = query.get('till')?.trim() || undefined;
  if (from !== undefined && !isIsoDate(from)) invalid('from', 'date');
  if (till !== undefined && !isIsoDate(till)) invalid('till', 'date');
  if (Object.keys(errors).length > 0) throw validationError(errors, locale);
  // Laravel's paginator reads an invalid page as page 1.
  const page = Number(query.get('page'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    perPage: perPage === null ? DEFAULT_PER_PAGE : Number(perPage),
    search: query.get('search')?.trim().toLowerCase() ?? '',
    orderBy,
    orderDir: orderDir as 'asc' | 'desc',
    from,
    till,
  };
}

/** The values of a filter key: `key[]` repeated and/or `key`, blanks dropped. */
export function filterValues(url: URL, key: string): string[] {
  return [...url.searchParams.getAll(`${key}[]`), ...url.searchParams.getAll(key)]
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The predicates of a list query: search, date range and the definition's filters. */
export function listPredicates<R, C>(
  definition: ListDefinition<R, C>, query: ListQuery, url: URL, context: C,
): Predicate<R>[] {
  const predicates: Predicate<R>[] = [];
  if (query.search) predicates.push(searchPredicate(definition.searchable, query.search));
  if (query.from !== undefined || query.till !== undefined) {
    const { from, till } = query;
    const range = definition.dateRange?.(from, till) ?? dateFieldRange(definition.dateField, from, till);
    if (range) predicates.push(range);
  }
  for (const [key, build] of Object.entries(definition.filters ?? {})) {
    const values = filterValues(url, key);
    const predicate = values.length > 0 ? build(values, context) : undefined;
    if (predicate) predicates.push(predicate);
  }
  return predicates;
}

function searchPredicate<R>(fields: readonly Accessor<R>[], needle: string): Predicate<R> {
  return (record) =>
    fields.some((field) => {
      const value = field(record);
      return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
    });
}

function dateFieldRange<R>(field: Accessor<R> | undefined, from?: string, till?: string): Predicate<R> | undefined {
  if (!field) return undefined;
  return (record) => {
    const day = String(field(record) ?? '').slice(0, 10); // whereDate(): the date part
    return (from === undefined || day >= from) && (till === undefined || day <= till);
  };
}

/** One pass over the rows; every predicate must hold. */
export function selectRows<R>(rows: readonly R[], predicates: readonly Predicate<R>[]): R[] {
  if (predicates.length === 0) return [...rows];
  const kept: R[] = [];
  for (const row of rows) {
    let keep = true;
    for (const predicate of predicates) {
      if (!predicate(row)) {
        keep = false;
        break;
      }
    }
    if (keep) kept.push(row);
  }
  return kept;
}

type SortKey = number | string | null;

/** Case- and accent-insensitive text keys, like MySQL's default collation; null sorts first. */
export function sortKey(value: unknown): SortKey {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = String(value).toLowerCase();
  return NON_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
}

export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Sorted copy; ties by id in the same direction so pages never overlap. */
export function sortRows<R extends { id: number }>(rows: readonly R[], field: Accessor<R>, dir: 'asc' | 'desc'): R[] {
  const sign = dir === 'asc' ? 1 : -1;
  const decorated = rows.map((row) => ({ row, key: sortKey(field(row)) }));
  decorated.sort((a, b) => sign * (compareKeys(a.key, b.key) || a.row.id - b.row.id));
  return decorated.map((entry) => entry.row);
}

/** One page with Laravel's links and meta; a page past the last is empty with true totals. */
export function paginate<R, T>(
  rows: readonly R[], page: number, perPage: number, path: string, map: (row: R) => T,
): PageOf<T> {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = rows.slice(start, start + perPage).map(map);
  const at = (n: number) => `${path}?page=${n}`;
  return {
    data,
    links: { first: at(1), last: at(lastPage), prev: page > 1 ? at(page - 1) : null, next: page < lastPage ? at(page + 1) : null },
    meta: {
      current_page: page,
      from: data.length > 0 ? start + 1 : null,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: data.length > 0 ? start + data.length : null,
      total,
    },
  };
}
