// Route options of the engine's pages, so that route files stay a few lines: the permission check
// (refused → 404), search validation feeding loaderDeps, and the loaders.
import { recordIdParams } from '@/lib/route-params';
import { listSearchValidator, type ListSearch } from './list-search';
import { loadList, loadParent, loadRecord } from './loaders';
import { requireAccess } from './permissions';
import type { ResourceDefinition } from '@/lib/resource-definition';

type TopLevel<T extends { id: number }> = ResourceDefinition<T, Record<string, never>>;
const NO_PARAMS: Record<string, never> = {};

/** /admin/<resource>: list state in the URL. */
export function listRoute<T extends { id: number }>(resource: TopLevel<T>) {
  return {
    staticData: { title: resource.labels.plural, ownHeading: true },
    validateSearch: listSearchValidator(resource),
    beforeLoad: requireAccess(resource, 'view'),
    loaderDeps: ({ search }: { search: ListSearch }) => search,
    loader: ({ deps, abortController }: { deps: ListSearch; abortController: AbortController }) =>
      loadList(resource, NO_PARAMS, deps, abortController.signal),
  };
}

/** /admin/<resource>/create (or a child's …/add). */
export function createRoute<T extends { id: number }, P>(resource: ResourceDefinition<T, P>) {
  return {
    staticData: { title: resource.labels.create, ownHeading: true },
    beforeLoad: requireAccess(resource, 'create'),
  };
}

/** /admin/<resource>/$id: the record (404 for a bad id). */
export function recordRoute<T extends { id: number }>(resource: TopLevel<T>) {
  return {
    staticData: { title: resource.labels.singular, ownHeading: true },
    params: { parse: recordIdParams('id') },
    beforeLoad: requireAccess(resource, 'view'),
    loader: ({ params }: { params: { id: number } }) => loadRecord(resource, NO_PARAMS, params.id),
  };
}

type Ids<K extends string> = Record<K, number>;

/** A child's create page under its parent (…/$id/menus/add): the parent must exist. */
export function childCreateRoute<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, toParams: (ids: Ids<'id'>) => P) {
  return {
    ...createRoute(resource),
    params: { parse: recordIdParams('id') },
    loader: ({ params }: { params: Ids<'id'> }) => loadParent(resource, toParams(params)),
  };
}

/** A child's page (…/$id/menus/$menuId). */
export function childRecordRoute<T extends { id: number }, P, K extends string>(
  resource: ResourceDefinition<T, P>,
  childId: K,
  toParams: (ids: Ids<'id'>) => P,
) {
  return {
    staticData: { title: resource.labels.singular, ownHeading: true },
    params: { parse: recordIdParams<'id' | K>('id', childId) },
    beforeLoad: requireAccess(resource, 'view'),
    loader: ({ params }: { params: Ids<'id' | K> }) => loadRecord(resource, toParams(params), params[childId]),
  };
}
