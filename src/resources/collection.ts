// An entity's calls and pages from its contract path and its admin page path, so a resource file
// states them once: `...collection('/api/v1/tenants', '/tenants')`.
import { collectionCalls, type CollectionPath, type ItemOf, type ListPath, type PathParams } from '@/api/crud';
import { adminPath } from '@/lib/admin-paths';
import type { ResourceApi, ResourceRoutes } from '@/lib/resource-definition';

type NoParams = Record<string, never>;
type Row<P extends ListPath> = ItemOf<P> & { id: number };

export interface EntityCalls<T, P> {
  api: Required<ResourceApi<T, P>>;
  routes: Required<ResourceRoutes<T, P>>;
}

/** A top-level collection: list, create at `{page}/create`, a record at `{page}/{id}`. */
export function collection<P extends CollectionPath & ListPath>(apiPath: P, page: string): EntityCalls<Row<P>, NoParams>;
// The bodies work on any row with an id (TypeScript cannot follow a generic path to its row type);
// the signatures above give each call site its contract's row.
export function collection(apiPath: CollectionPath & ListPath, page: string): unknown {
  const calls = () => collectionCalls(apiPath);
  const list = () => adminPath(page);
  const entity: EntityCalls<{ id: number }, NoParams> = {
    api: {
      list: (query, _params, signal) => calls().list(query, signal),
      get: (id) => calls().get(id),
      create: (input) => calls().create(input),
      update: (id, input) => calls().update(id, input),
      remove: (record) => calls().remove(record.id),
    },
    routes: { list, record: (record) => `${list()}/${record.id}`, create: () => `${list()}/create` },
  };
  return entity;
}

/**
 * A collection under a parent record (a restaurant's menus): listed on the parent's page, a record
 * at `{parent page}/{segment}/{id}`, created at `{parent page}/{segment}/add`.
 */
export function childCollection<P extends CollectionPath & ListPath>(
  apiPath: P,
  parentPage: (params: PathParams<P>) => string,
  segment: string,
): EntityCalls<Row<P>, PathParams<P>>;
export function childCollection(
  apiPath: CollectionPath & ListPath,
  parentPage: (params: Record<string, number>) => string,
  segment: string,
): unknown {
  const calls = (params: Record<string, number>) => collectionCalls(apiPath, params);
  const list = (params: Record<string, number>) => adminPath(parentPage(params));
  const entity: EntityCalls<{ id: number }, Record<string, number>> = {
    api: {
      list: (query, params, signal) => calls(params).list(query, signal),
      get: (id, params) => calls(params).get(id),
      create: (input, params) => calls(params).create(input),
      update: (id, input, params) => calls(params).update(id, input),
      remove: (record, params) => calls(params).remove(record.id),
    },
    routes: {
      list,
      record: (record, params) => `${list(params)}/${segment}/${record.id}`,
      create: (params) => `${list(params)}/${segment}/add`,
    },
  };
  return entity;
}
