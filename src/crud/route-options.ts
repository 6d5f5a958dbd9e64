// Route options of the engine's pages, so that route files stay a few lines. What a route declares
// outside its loader and component stays in the entry chunk, so it holds nothing of the resource:
// the search validation is generic, and the permission check runs in the loader (refused → 404),
// which TanStack's code splitting loads with the page.
import { redirect } from '@tanstack/react-router';
import { recordIdParams } from '@/lib/route-params';
import type { RouterContext } from '@/lib/router-context';
import { listSearchValidator, validateListSearch, type ListSearch } from './list-search';
import { loadList, loadParent, loadRecord } from './loaders';
import { requireAccess } from './permissions';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { currentUser } from '@/stores/session';

type TopLevel<T extends { id: number }> = ResourceDefinition<T, Record<string, never>>;
type Ids<K extends string> = Record<K, number>;
const NO_PARAMS: Record<string, never> = {};
const ownHeading = { ownHeading: true };

interface LoaderContext {
  context: RouterContext;
  abortController: AbortController;
}

interface ListLoaderContext extends LoaderContext {
  deps: ListSearch;
  location: { pathname: string };
}

/** /admin/<resource>: list state in the URL. */
export const listRouteOptions = {
  staticData: { ...ownHeading, listPage: true },
  validateSearch: validateListSearch,
  loaderDeps: ({ search }: { search: ListSearch }) => search,
};

/**
 * The list route's loader: `loader: (ctx) => listLoader(resource, ctx)`. A page past the last (an
 * old link, rows deleted meanwhile) goes to the last page instead of an empty table.
 */
export async function listLoader<T extends { id: number }>(resource: TopLevel<T>, { context, deps, abortController, location }: ListLoaderContext) {
  await requireAccess(resource, 'view')({ context });
  return loadListPage(resource, NO_PARAMS, { deps, abortController, location });
}

/**
 * A page of a list whose state is the route's URL search (a list page, a bill's items), or a
 * redirect to the last page for a page past it.
 */
export async function loadListPage<T extends { id: number }, P>(
  resource: ResourceDefinition<T, P>, params: P, { deps, abortController, location }: Omit<ListLoaderContext, 'context'>,
) {
  const page = await loadList(resource, params, listSearchValidator(resource)(deps as Record<string, unknown>), abortController.signal);
  const { current_page: current, last_page: last } = page.meta;
  if (current > last && page.data.length === 0) {
    throw redirect({ to: location.pathname as never, search: { ...deps, page: last > 1 ? last : undefined } as never, replace: true });
  }
  return page;
}

/** /admin/<resource>/create (or a child's …/add, with childRouteOptions). */
export const createRouteOptions = { staticData: ownHeading };

/** A create page's loader: the parent's name and defaults for a child, the resource's own defaults for the rest. */
export async function createLoader<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P, { context }: LoaderContext) {
  await requireAccess(resource, 'create')({ context });
  const parent = await loadParent(resource, params);
  return resource.defaults ? { ...parent, defaults: { ...resource.defaults(currentUser()), ...parent.defaults } } : parent;
}

/** /admin/<resource>/$id: the record (404 for a bad id). */
export const recordRouteOptions = { staticData: ownHeading, params: { parse: recordIdParams('id') } };

/** A child's pages under its parent (…/$id/menus/add, …/$id/menus/$menuId). */
export function childRouteOptions<K extends string>(...ids: K[]) {
  return { staticData: ownHeading, params: { parse: recordIdParams<'id' | K>('id', ...ids) } };
}

/** A record page's loader. */
export async function recordLoader<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P, id: number, { context }: LoaderContext) {
  await requireAccess(resource, 'view')({ context });
  return loadRecord(resource, params, id);
}

export type { Ids };
