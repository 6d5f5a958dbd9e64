// The generic client of a resource collection (Laravel apiResource): list, get, create, update,
// remove — typed from the contract by the collection's path, e.g. crud('/api/v1/tenants') or
// crud('/api/v1/restaurants/{restaurantId}/menus', { restaurantId: 3 }).
import type { paths } from './schema.gen';
import { apiCall, type SearchParams } from './http';

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type ApiPath = Extract<keyof paths, `/api/v1/${string}`>;

/** Contract paths that have both a list (GET) and a JSON create (POST). */
export type CollectionPath = {
  [P in ApiPath]: paths[P] extends { get: { responses: { 200: unknown } }; post: { requestBody: { content: { 'application/json': unknown } } } }
    ? P
    : never;
}[ApiPath];

/** Contract paths with a paginated list (GET answering `{ data, links, meta }`). */
export type ListPath = {
  [P in ApiPath]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': { meta: unknown } } } } } } ? P : never;
}[ApiPath];

type ListOperation<P extends ListPath> = paths[P]['get'];
export type ListQuery<P extends ListPath> = NonNullable<ListOperation<P>['parameters']['query']>;
export type ListResponse<P extends ListPath> = JsonOf<ListOperation<P>['responses'][200]>;
export type ItemOf<P extends ListPath> = ListResponse<P> extends { data: (infer T)[] } ? T : never;
export type InputOf<P extends CollectionPath> = paths[P]['post']['requestBody']['content']['application/json'];

/** `{restaurantId}`-style segments of a path. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: number } & PathParams<Rest> : unknown;

const API_PREFIX = '/api/v1/';

/** Fills the path's `{name}` segments and drops the API prefix that apiCall adds. */
export function resourcePath(path: string, params: Record<string, number> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  return filled.slice(API_PREFIX.length);
}

type PathArgs<P extends string> = PathParams<P> extends Record<string, number> ? [PathParams<P>] : [];

/** Reading a collection: list and get (logs, features, translations, images … and every resource). */
export function readable<P extends ListPath>(path: P, ...[params]: PathArgs<P>) {
  const base = resourcePath(path, params as Record<string, number> | undefined);
  return {
    list: (query?: ListQuery<P>, signal?: AbortSignal) =>
      apiCall<ListResponse<P>>('GET', base, { searchParams: query as SearchParams | undefined, signal }),
    get: async (id: number, signal?: AbortSignal) => (await apiCall<{ data: ItemOf<P> }>('GET', `${base}/${id}`, { signal })).data,
    /** DELETE {path}/{id} → 204 (where the contract has it). */
    remove: (id: number) => apiCall<void>('DELETE', `${base}/${id}`),
  };
}

/** A full resource: list, get, create, update, remove. */
export function crud<P extends CollectionPath & ListPath>(path: P, ...args: PathArgs<P>) {
  const base = resourcePath(path, args[0] as Record<string, number> | undefined);
  type Item = ItemOf<P>;
  type Input = InputOf<P>;
  return {
    ...readable(path, ...args),
    create: async (input: Input) => (await apiCall<{ data: Item }>('POST', base, { body: input })).data,
    update: async (id: number, input: Input) => (await apiCall<{ data: Item }>('PUT', `${base}/${id}`, { body: input })).data,
  };
}
