// The one typed way to call the backend: by the contract's path and method, as
// openapi/openapi.yaml names them —
//   call('GET', '/api/v1/orders/{id}', { path: { id }, query: { relationships: '1' } })
// The path, its parameters, the query, the body and the answer are all read from schema.gen.ts, so
// a path, a method or a body the contract does not have does not compile. Every call rule of spec
// §7 (CSRF, tenant, 401/403/409/419/423, errors) stays in http.ts, which this calls.
// A thin layer rather than openapi-fetch: http.ts already owns the transport (ky, the CSRF cookie,
// the retries and the password gate), which openapi-fetch would have replaced or wrapped.
import type { paths } from './schema.gen';
import { getConfig } from '@/lib/config';
import { backendCall, type CallOptions, type Method, type SearchParams } from './http';

type ContractPath = keyof paths;
type Verb<M extends Method> = Lowercase<M>;

/** The contract's operation at a path and method (undefined where the contract has none). */
type Operation<P extends ContractPath, M extends Method> = Verb<M> extends keyof paths[P] ? paths[P][Verb<M>] : undefined;

/** The contract's paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in ContractPath]: Operation<P, M> extends undefined ? never : P;
}[ContractPath];

type Parameters<O> = O extends { parameters: infer T } ? T : never;
type PathPart<O> = Parameters<O> extends { path: infer T } ? ([T] extends [undefined] ? unknown : { path: T }) : unknown;
type QueryPart<O> = Parameters<O> extends { query?: infer Q } ? ([Q] extends [undefined] ? unknown : { query?: Q }) : unknown;
type BodyPart<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody: { content: { 'multipart/form-data': unknown } } }
    ? { body: FormData }
    : O extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { body?: B }
      : unknown;

/** What a call takes besides its method and path: the contract's parts and the transport's options. */
export type CallArgs<P extends ContractPath, M extends Method> = PathPart<Operation<P, M>> &
  QueryPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> &
  Omit<CallOptions, 'searchParams' | 'body'>;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;
/** The JSON of the operation's success answer (200, 201 or 202; a 204 has none). */
export type AnswerOf<P extends ContractPath, M extends Method> =
  Responses<Operation<P, M>> extends infer R
    ? 200 extends keyof R
      ? JsonOf<R[200]>
      : 201 extends keyof R
        ? JsonOf<R[201]>
        : 202 extends keyof R
          ? JsonOf<R[202]>
          : undefined
    : never;

/** The query a call takes (what a list page's search becomes). */
export type QueryFor<P extends ContractPath, M extends Method = 'GET'> = NonNullable<Parameters<Operation<P, M>> extends { query?: infer Q } ? Q : never>;
/** The JSON body a call takes. */
export type BodyFor<P extends ContractPath, M extends Method> = BodyPart<Operation<P, M>> extends { body?: infer B } ? B : never;

type ArgsTuple<P extends ContractPath, M extends Method> = object extends CallArgs<P, M>
  ? [args?: CallArgs<P, M>]
  : [args: CallArgs<P, M>];

/** `/api/v1/orders/{id}` with `{ id: 3 }` → `/api/v1/orders/3` (encoded; a missing parameter throws). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A filled contract path as the transport takes it: relative to the backend root, in the configured API version. */
export function versioned(path: string): string {
  return path.replace(/^\/api\/v1\//, `api/v${getConfig().apiVersion}/`).replace(/^\//, '');
}

export const requestPath = (path: string, params?: Record<string, string | number>) => versioned(fillPath(path, params));

export function call<M extends Method, P extends PathsWith<M>>(method: M, path: P, ...[args]: ArgsTuple<P, M>): Promise<AnswerOf<P, M>> {
  const { path: params, query, body, ...options } = (args ?? {}) as {
    path?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  } & Omit<CallOptions, 'searchParams' | 'body'>;
  return backendCall<AnswerOf<P, M>>(method, requestPath(path, params), {
    ...options,
    searchParams: query as SearchParams | undefined,
    body,
  });
}
