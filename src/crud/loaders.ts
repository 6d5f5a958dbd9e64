// What the engine's routes load: a page of a list, a record (with its parent's name), the parent
// of a create page. The route files call these from their loaders.
import { toListQuery, type ListSearch } from './list-search';
import type { AnyRecord, ResourceDefinition } from '@/lib/resource-definition';
import { orNotFound } from '@/api/errors';

export interface ParentInfo {
  /** The parent record (its title, in the page's language, heads the breadcrumbs). */
  parent?: AnyRecord;
  /** A new child's initial values from its parent (a restaurant's menu defaults). */
  defaults?: Record<string, unknown>;
}

export interface RecordData<T> extends ParentInfo {
  record: T;
}

export function loadList<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P, search: ListSearch, signal?: AbortSignal) {
  return resource.api.list(toListQuery(search, resource.filters), params, signal);
}

export async function loadParent<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P): Promise<ParentInfo> {
  const parent = resource.parent;
  if (!parent) return {};
  const definition = parent.resource();
  const record = await orNotFound(definition.api.get!(parent.id(params), {}));
  return { parent: record, defaults: parent.defaults?.(record) };
}

export async function loadRecord<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P, id: number): Promise<RecordData<T>> {
  const [record, parent] = await Promise.all([orNotFound(resource.api.get!(id, params)), loadParent(resource, params)]);
  return { record, ...parent };
}
