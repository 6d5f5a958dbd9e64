// A list page's state in the URL (page, per_page, search, order_by, order_dir, from, till):
// validated per route, it is the loader's dependency and the API call's query.
import { PAGE_SIZES, getConfig, type PageSize } from '@/lib/config';
import { isIsoDate } from '@/lib/dates';
import type { AnyResource, ListQuery } from '@/lib/resource-definition';

export interface ListSearch {
  page?: number;
  per_page?: PageSize;
  search?: string;
  order_by?: string;
  order_dir?: 'asc' | 'desc';
  from?: string;
  till?: string;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** Sortable column names of a resource (its fields with list.sortable). */
export function sortableFields(resource: AnyResource): string[] {
  return resource.fields.filter((field) => field.list && field.list.sortable).map((field) => field.name);
}

const COLUMN_NAME = /^[a-z_][a-z0-9_.]*$/i;

/**
 * Every list route's validateSearch: malformed values are dropped (the defaults apply). It knows
 * no resource, so route files keep resource definitions out of the entry chunk; what a resource
 * does not allow (an unsortable column, a date range it has no filter for) is dropped by
 * listSearchValidator in the loader and the page.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = {};
  const page = positiveInteger(raw.page);
  if (page && page > 1) search.page = page;
  const perPage = positiveInteger(raw.per_page);
  if (PAGE_SIZES.includes(perPage as PageSize)) search.per_page = perPage as PageSize;
  if (typeof raw.search === 'string' && raw.search.trim()) search.search = raw.search.trim();
  if (typeof raw.order_by === 'string' && COLUMN_NAME.test(raw.order_by)) {
    search.order_by = raw.order_by;
    search.order_dir = raw.order_dir === 'asc' ? 'asc' : 'desc';
  }
  const { from, till } = raw;
  if (isIsoDate(from) && isIsoDate(till) && from <= till) Object.assign(search, { from, till });
  return search;
}

/** A resource's own rules on top of validateListSearch: its sortable columns, its date filter. */
export function listSearchValidator(resource: AnyResource) {
  const sortable = new Set(sortableFields(resource));
  return (raw: Record<string, unknown>): ListSearch => {
    const search = validateListSearch(raw);
    if (search.order_by && !sortable.has(search.order_by)) {
      delete search.order_by;
      delete search.order_dir;
    }
    if (!resource.dateFilter) {
      delete search.from;
      delete search.till;
    }
    return search;
  };
}

/** The API query of a list state (defaults: page 1, configured page size, id desc). */
export function toListQuery(search: ListSearch): ListQuery {
  return {
    page: search.page ?? 1,
    per_page: search.per_page ?? getConfig().defaultPageSize,
    search: search.search,
    order_by: search.order_by,
    order_dir: search.order_by ? search.order_dir : undefined,
    from: search.from,
    till: search.till,
  };
}
