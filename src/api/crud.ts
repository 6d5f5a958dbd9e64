// The generic client of a resource collection (Laravel apiResource): list, get, create, update,
// remove — answers typed from the contract by the collection's path (as client.ts types every other
// call, whose path filling it shares), e.g. crud('/api/v1/tenants')
// or crud('/api/v1/restaurants/{restaurantId}/menus', { restaurantId: 3 }). The admin engine sends
// a form's values as they are: the backend validates them and answers 422 per field, so the body
// is not claimed to be the contract's input type.
import type { paths } from './schema.gen';
import { fillPath, versioned } from './client';
import { backendCall, type SearchParams } from './http';

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

/** The values of an admin form, sent as the body of a create or update. */
export type FormValues = Record<string, unknown>;

/** `{restaurantId}`-style segments of a path. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: number } & PathParams<Rest> : unknown;

/**
 * An update's no-lost-update precondition (the contract's UpdatePrecondition): the `updated_at` of
 * the version the form was loaded from, as received, in the body's `_updated_at`. The server answers
 * 412 (StaleRecordError, with the current record) when the record was saved since; without a stamp
 * the body goes as it is.
 */
export function unmodifiedSince(input: FormValues, updatedAt: unknown): FormValues {
  return typeof updatedAt === 'string' ? { ...input, _updated_at: updatedAt } : input;
}

type PathArgs<P extends string> = PathParams<P> extends Record<string, number> ? [PathParams<P>] : [];

/**
 * Every call of a collection, its path parameters given as an object (the admin engine's route
 * parameters). Prefer `readable` / `crud`, which also check that the parameters match the path.
 */
export function collectionCalls<P extends ListPath>(path: P, params?: Record<string, number>) {
  const filled = fillPath(path, params); // the version is read at call time: the configuration loads after this module
  const base = () => versioned(filled);
  type Item = ItemOf<P>;
  return {
    list: (query?: ListQuery<P> | SearchParams, signal?: AbortSignal) =>
      backendCall<ListResponse<P>>('GET', base(), { searchParams: query as SearchParams | undefined, signal }),
    get: async (id: number, signal?: AbortSignal) => (await backendCall<{ data: Item }>('GET', `${base()}/${id}`, { signal })).data,
    create: async (input: FormValues) => (await backendCall<{ data: Item }>('POST', base(), { body: input })).data,
    update: async (id: number, input: FormValues) => (await backendCall<{ data: Item }>('PUT', `${base()}/${id}`, { body: input })).data,
    /** DELETE {path}/{id} → 204 (where the contract has it). */
    remove: (id: number) => backendCall<void>('DELETE', `${base()}/${id}`),
  };
}

/** Reading a collection: list, get and remove (logs, features, translations, images …). */
export function readable<P extends ListPath>(path: P, ...[params]: PathArgs<P>) {
  const { list, get, remove } = collectionCalls(path, params as Record<string, number> | undefined);
  return { list, get, remove };
}

/** A full resource: list, get, create, update, remove. */
export function crud<P extends CollectionPath & ListPath>(path: P, ...[params]: PathArgs<P>) {
  return collectionCalls(path, params as Record<string, number> | undefined);
}
