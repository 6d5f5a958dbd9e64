// The only code that talks to the network. Its hooks are the call rules of spec §7 and §8.
import ky, { TimeoutError as KyTimeoutError, type KyInstance, type Options } from 'ky';
import { readAuthToken } from '@/lib/auth-token';
import { browserLocation } from '@/lib/browser';
import { getConfig } from '@/lib/config';
import { readLocaleCookie, readTenantCookie, readXsrfToken } from '@/lib/cookies';
import { FEATURES } from '@/lib/feature-tree';
import { detectLocale } from '@/lib/locale';
import { VERIFY_EMAIL_PATH } from '@/lib/redirects';
import { resolveTenantId } from '@/lib/tenancy';
import { isFeatureOn } from '@/stores/features';
import { currentUser } from '@/stores/session';
import { HttpError, NetworkError, StaleRecordError, TimeoutError, ValidationError } from './errors';
import { onRefused, resetRefusals } from './refusals';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Scalar = string | number | boolean | null | undefined;
export type SearchParams = Record<string, Scalar | Scalar[]>;

export interface CallOptions {
  searchParams?: SearchParams;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  /** Opt out of 401/419 → the sign-in page and 403 → frontend URL (e.g. the user fetch answers null instead). */
  skipAuthRedirect?: boolean;
  /** Opt out of 409 → /verify-email. */
  skipVerifyRedirect?: boolean;
  /** Opt out of 423 → the password dialog and a retry (the confirmation's own calls). */
  skipPasswordConfirmation?: boolean;
  /**
   * The call continues what the current session holds (a pending two-factor login): no CSRF cookie
   * is fetched first and a 419 is not retried, since a new session would not hold it; 419 = it is gone.
   */
  sameSession?: boolean;
  signal?: AbortSignal;
  /** A tenant chosen for this call (e.g. in an export's dialog) instead of the current one; still checked against the user's tenants. */
  tenantId?: number;
}

const WRITES = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);
const TENANT_METHODS = new Set<string>(['GET', 'POST', 'PUT']);

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => browserLocation.assign(path);

/** The app routes 409 → /verify-email through the router instead of a full page load. */
export function setHttpNavigator(fn: Navigate): void {
  navigate = fn;
}

/** Answers a 423 (Laravel's password.confirm): the password confirmed, then the call again. */
type PasswordGate = (again: () => Promise<Response>) => Promise<Response>;
let passwordGate: PasswordGate | undefined;

/** The app's password dialog, whose code loads on the first 423 (api/password-gate.ts). */
export function setPasswordGate(gate: PasswordGate): void {
  passwordGate = gate;
}

/** Repeated keys for arrays; empty values skipped except 0; booleans as 1/0 (Laravel's boolean rule). */
export function toSearchParams(params: SearchParams = {}): URLSearchParams {
  const search = new URLSearchParams();
  const add = (key: string, value: Scalar) => {
    if (value === undefined || value === null || value === '') return;
    search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else add(key, value);
  }
  return search;
}

let csrfPreflight: Promise<unknown> | undefined;

/**
 * GET /sanctum/csrf-cookie when the XSRF cookie is missing, or always with `refresh` (after a 419);
 * concurrent callers share one call.
 */
function ensureCsrfCookie(instance: KyInstance, refresh = false): Promise<unknown> {
  if (!refresh && readXsrfToken()) return Promise.resolve();
  csrfPreflight ??= instance
    .get('sanctum/csrf-cookie', { context: { preflight: true } })
    .finally(() => {
      csrfPreflight = undefined;
    });
  return csrfPreflight;
}

function acceptLanguage(): string {
  return detectLocale(readLocaleCookie(), typeof navigator === 'undefined' ? [] : navigator.languages);
}

function createInstance(): KyInstance {
  const config = getConfig();
  const instance: KyInstance = ky.create({
    prefixUrl: `${config.backendUrl}/`,
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        async (request, options) => {
          request.headers.set('Accept', 'application/json');
          if (isFeatureOn(FEATURES.localization)) request.headers.set('Accept-Language', acceptLanguage());
          if (WRITES.has(request.method) && !options.context.preflight && !options.context.sameSession) await ensureCsrfCookie(instance);
          const token = readAuthToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          else {
            const xsrf = readXsrfToken();
            if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
          }
        },
      ],
      afterResponse: [
        (_request, options, response) => {
          const { skipVerifyRedirect } = options.context as CallOptions;
          if (response.status === 409 && !skipVerifyRedirect && window.location.pathname !== VERIFY_EMAIL_PATH) {
            navigate(VERIFY_EMAIL_PATH);
          }
        },
      ],
    },
  });
  return instance;
}

let instance: KyInstance | undefined;

function http(): KyInstance {
  instance ??= createInstance();
  return instance;
}

/** Forget the instance (tests, or after the configuration changed). */
export function resetHttp(): void {
  instance = undefined;
  csrfPreflight = undefined;
  resetRefusals();
  dropPrimedGets();
}

async function toError(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]>; data?: unknown };
  const message = body.message ?? response.statusText;
  if (response.status === 422) return new ValidationError(message, body.errors ?? {}, body);
  if (response.status === 412) return new StaleRecordError(message, body.data);
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  return new HttpError(response.status, message, retryAfter);
}

function withTenant(method: Method, params: SearchParams | undefined, chosen?: number): SearchParams | undefined {
  if (!TENANT_METHODS.has(method) || !isFeatureOn(FEATURES.multiTenancy)) return params;
  const tenantId = resolveTenantId(chosen ?? readTenantCookie(), currentUser(), method !== 'GET');
  return tenantId === undefined ? params : { ...params, tenant_id: tenantId };
}

function kyOptionsOf(method: Method, options: CallOptions): Options {
  const { body, searchParams, signal, tenantId } = options;
  const kyOptions: Options = {
    method,
    searchParams: toSearchParams(withTenant(method, searchParams, tenantId)),
    signal,
    context: { ...options }, // the hooks read its skip… and sameSession flags
  };
  if (body instanceof FormData) kyOptions.body = body;
  else if (body !== undefined) kyOptions.json = body;
  return kyOptions;
}

/** GETs started before their caller asks (the first page's data while the app starts), by address. */
const primed = new Map<string, Promise<Response>>();
const addressOf = (path: string, kyOptions: Options) => `${path}?${String(kyOptions.searchParams)}`;

/**
 * Starts a GET under `{backend}/api/v{n}/` now; the first call for the same address (parameters
 * and tenant included) takes its answer instead of asking again. A call that differs asks anew.
 */
export function primeApiGet(path: string, searchParams?: SearchParams): void {
  const apiPath = `api/v${getConfig().apiVersion}/${path}`;
  const kyOptions = kyOptionsOf('GET', { searchParams });
  const response = http()(apiPath, kyOptions);
  response.catch(() => undefined); // the caller sees the failure, if one ever asks
  primed.set(addressOf(apiPath, kyOptions), response);
}

/**
 * Takes a GET the page started before the app's code ran (public/config-request.js) as the primed
 * answer for `path`: used when it went to the same address and was answered with success, which
 * holds for a call the app would send with no token and before any feature is known; otherwise
 * the call is made now, as usual.
 */
export function primeEarlyGet(path: string, early: Promise<Response | undefined>): void {
  const apiPath = `api/v${getConfig().apiVersion}/${path}`;
  const kyOptions = kyOptionsOf('GET', {});
  const query = String(kyOptions.searchParams);
  const address = new URL(query ? `${apiPath}?${query}` : apiPath, `${getConfig().backendUrl}/`).href;
  const response = early.then((answer) =>
    answer?.ok && answer.url === address && !readAuthToken() ? answer : http()(apiPath, kyOptions),
  );
  response.catch(() => undefined); // the caller sees the failure, if one ever asks
  primed.set(addressOf(apiPath, kyOptions), response);
}

/** Once the first page is drawn: a primed answer nobody took must not answer a later call. */
export function dropPrimedGets(): void {
  primed.clear();
}

function takePrimed(method: Method, path: string, kyOptions: Options): Promise<Response> | undefined {
  if (method !== 'GET' || primed.size === 0) return undefined;
  const address = addressOf(path, kyOptions);
  const response = primed.get(address);
  primed.delete(address);
  return response;
}

/** ky's failures as the app's typed errors; an abort stays an abort. */
async function noKyErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof KyTimeoutError) throw new TimeoutError(error);
    throw new NetworkError(error);
  }
}

/** A call relative to the backend root (`auth/login`, `sanctum/csrf-cookie`, `api/v1/…`). */
export async function backendCall<T = unknown>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  const kyOptions = kyOptionsOf(method, options);
  let response = await noKyErrors(() => takePrimed(method, path, kyOptions) ?? http()(path, kyOptions));
  if (response.status === 419 && !options.sameSession) {
    // Only the CSRF token may have expired (Sanctum): a fresh cookie, then the same call once more.
    await noKyErrors(() => ensureCsrfCookie(http(), true));
    response = await noKyErrors(() => http()(path, kyOptions));
  }
  if (response.status === 423 && passwordGate && !options.skipPasswordConfirmation) {
    response = await passwordGate(() => noKyErrors(() => http()(path, kyOptions)));
  }
  if (!response.ok) {
    if (!options.skipAuthRedirect) onRefused(response.status, WRITES.has(method));
    throw await toError(response);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A call under `{backend}/api/v{n}/`. */
export function apiCall<T = unknown>(method: Method, path: string, options?: CallOptions): Promise<T> {
  return backendCall<T>(method, `api/v${getConfig().apiVersion}/${path}`, options);
}
