// The request pipeline every backend route goes through, in Laravel's middleware order:
// fault scenario → session (cookie) and CSRF on writes, for stateful requests only (stateful.ts)
// → auth → verified → handler. Handlers may throw a Response (e.g. a 422); anything else thrown answers 500.
import { delay, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { createOpenApiHttp, type OpenApiHttpRequestHandler } from 'openapi-msw';
import type { paths } from '@/api/schema.gen';
import { requestCookies } from './cookies';
import { saveDb } from './db/database';
import type { UserRecord } from './db/records';
import type { SessionRecord, TokenRecord } from './db/auth-records';
import { findUser } from './db/users';
import { frontendUrlOf } from './frontend-url';
import { fromFrontend } from './stateful';
import { localeOf, type Locale } from './messages';
import { csrfMismatch, serverError, unauthenticated, unverifiedEmail } from './responses';
import {
  bearerToken, csrfMatches, cycleRememberToken, findSession, findToken, recallUser, regenerateSession, revokeToken,
  withSessionCookies,
} from './sanctum';
import { randomBase64Token } from './random';
import { consumeScenario, getScenario, SLOW_DELAY_MS } from './scenarios';
import { readInput, type Input } from './validation';

/** public: anyone; auth: a user (e-mail verified or not); verified: a user with a verified e-mail. */
export type Access = 'public' | 'auth' | 'verified';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteContext<A extends Access = Access> {
  request: Request;
  url: URL;
  params: Record<string, string>;
  locale: Locale;
  session: SessionRecord | undefined;
  /** Session and CSRF apply (a web route, or an /api/ call from a stateful frontend without a bearer token). */
  stateful: boolean;
  token: TokenRecord | undefined;
  user: A extends 'public' ? UserRecord | undefined : UserRecord;
  /** The backend's base URL (origin plus any path prefix), for links back to it. */
  backendUrl: string;
  frontendUrl: string;
  input(): Promise<Input>;
}

type Resolver<A extends Access> = (context: RouteContext<A>) => Response | Promise<Response>;

/** openapi-msw: handler paths are the contract's (a path or method it lacks does not compile). */
const api = createOpenApiHttp<paths>({ baseUrl: '*' });
export type ContractPath<M extends Method> = Parameters<OpenApiHttpRequestHandler<paths, M>>[0];

export interface RouteOptions {
  /**
   * Laravel's `web` group for every client: session and CSRF even for a request that sends a bearer
   * token (which the mock otherwise serves statelessly, see the contract's introduction).
   */
  alwaysStateful?: boolean;
}

/**
 * A backend route at a contract path (from the backend root, e.g. `/api/v1/orders/{id}`) on any
 * origin. Response bodies are checked against the contract at run time (contract/), not typed here.
 */
export function route<M extends Method, A extends Access>(
  method: M, path: ContractPath<M>, access: A, resolver: Resolver<A>, options: RouteOptions = {},
): HttpHandler {
  const depth = path.split('/').length - 1;
  const register = api[method] as unknown as (path: string, resolver: HttpResponseResolver) => HttpHandler;
  return register(path, async ({ request, params, cookies }) => {
    const url = new URL(request.url);
    // "*/auth/login" would also match ".../api/v1/auth/login": web routes live outside api/v1/.
    if (!path.startsWith('/api/') && url.pathname.includes('/api/v1/')) return undefined;
    const scenario = getScenario();
    if (scenario === 'network-down') return HttpResponse.error();
    if (scenario === 'server-error') return serverError();
    if (scenario === 'slow') await delay(SLOW_DELAY_MS);
    try {
      const stateful = options.alwaysStateful === true || (!bearerToken(request) && (!path.startsWith('/api/') || fromFrontend(request)));
      // A stateless request: Laravel neither reads its cookies (session, remember-me) nor sets any.
      const jar = stateful ? requestCookies(request, cookies) : {};
      const context = {
        request, url, locale: localeOf(request), session: stateful ? findSession(jar) : undefined, stateful,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)])),
        backendUrl: url.origin + url.pathname.split('/').slice(0, -depth).join('/'),
        frontendUrl: frontendUrlOf(request), token: undefined, user: undefined, input: () => readInput(request),
      };
      return await guard(method, access, context as RouteContext, resolver as Resolver<Access>, jar);
    } catch (error) {
      if (error instanceof Response) return error;
      const response = serverError();
      // Not Laravel's: lets a developer see the mock's own bug in devtools or a test.
      const detail = error instanceof Error ? error.message : String(error);
      response.headers.set('X-Mock-Exception', detail.replace(/[^\x20-\x7e]/g, '?'));
      return response;
    } finally {
      if (method !== 'get') saveDb();
    }
  });
}

async function guard(
  method: Method, access: Access, context: RouteContext, resolver: Resolver<Access>, cookies: Record<string, string>,
) {
  const { request, session } = context;
  const bearer = bearerToken(request);
  if (method !== 'get' && context.stateful) {
    if (consumeScenario('csrf-expired') && session) {
      // The token the browser holds is stale: the session keeps a new one, which only a fresh
      // GET /sanctum/csrf-cookie hands out (so a retry that skips it fails again).
      session.csrf_token = randomBase64Token();
      return csrfMismatch();
    }
    if (!csrfMatches(request, session)) return csrfMismatch();
  }
  if (bearer) context.token = findToken(bearer);
  const userId = bearer ? context.token?.user_id : session?.user_id;
  context.user = userId == null ? undefined : findUser(userId);
  if (!context.user && context.stateful) {
    // SessionGuard: no user in the session, but a valid remember-me cookie signs the user back in.
    context.user = recallUser(cookies);
    if (context.user && session) session.user_id = context.user.id;
  }
  if (access === 'public') return resolver(context);

  if (context.user && consumeScenario('session-expired')) {
    // The session (or token) is gone; Laravel starts a fresh guest session with new cookies.
    if (context.token) revokeToken(context.token);
    cycleRememberToken(context.user); // gone for good: the remember-me cookie does not bring it back
    const response = context.token
      ? unauthenticated()
      : withSessionCookies(unauthenticated(), request, regenerateSession(session, null));
    saveDb();
    return response;
  }
  if (!context.user) return unauthenticated();
  if (access === 'verified' && (context.user.email_verified_at === null || getScenario() === 'unverified')) {
    return unverifiedEmail();
  }
  return resolver(context);
}
