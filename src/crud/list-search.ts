// A list page's state in the URL (page, per_page, search, order_by, order_dir, from, till, filters):
// validated per route, it is the loader's dependency and the API call's query.
import { PAGE_SIZES, getConfig, type PageSize } from '@/lib/config';
import { isIsoDate } from '@/lib/dates';
import type { AnyResource, ListFilter, ListQuery } from '@/lib/resource-definition';
import { activeFilters } from './active-filters';
import { filterParams, filterValueTest, isMultiple } from './list-filters';

export interface ListSearch {
  page?: number;
  per_page?: PageSize;
  search?: string;
  order_by?: string;
  order_dir?: 'asc' | 'desc';
  from?: string;
  till?: string;
  /** Chosen filter values by field name: { status: ['PLACED', 'RECEIVED'] }. */
  filters?: Record<string, string[]>;
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
const FILTER_VALUE = /^[\w.-]{1,64}$/;

/** { field: [value, …] } with plausible names and values only (the resource checks them later). */
function validFilters(raw: unknown): Record<string, string[]> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const filters: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(raw)) {
    if (!COLUMN_NAME.test(name) || !Array.isArray(values)) continue;
    const kept = [...new Set(values.filter((value): value is string => typeof value === 'string' && FILTER_VALUE.test(value)))];
    if (kept.length) filters[name] = kept.slice(0, 50);
  }
  return Object.keys(filters).length ? filters : undefined;
}

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
  const filters = validFilters(raw.filters);
  if (filters) search.filters = filters;
  return search;
}

/** The resource's filters only, with their own choices (one value for a single-value filter). */
function resourceFilters(resource: AnyResource, chosen: Record<string, string[]> | undefined): Record<string, string[]> | undefined {
  const kept: Record<string, string[]> = {};
  for (const filter of resource.filters ?? []) {
    const values = (chosen?.[filter.field] ?? []).filter(filterValueTest(resource, filter));
    if (values.length) kept[filter.field] = isMultiple(filter) ? values : values.slice(0, 1);
  }
  return Object.keys(kept).length ? kept : undefined;
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
    const filters = resourceFilters(resource, search.filters);
    if (filters) search.filters = filters;
    else delete search.filters;
    return search;
  };
}

/** The API query of a list state (defaults: page 1, configured page size, id desc). */
export function toListQuery(search: ListSearch, filters?: ListFilter[]): ListQuery {
  return {
    ...filterParams(activeFilters(filters), search.filters),
    page: search.page ?? 1,
    per_page: search.per_page ?? getConfig().defaultPageSize,
    search: search.search,
    order_by: search.order_by,
    order_dir: search.order_by ? search.order_dir : undefined,
    from: search.from,
    till: search.till,
  };
}
