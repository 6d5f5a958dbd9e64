// A plain-fetch client for the mock's own tests: what a browser SPA does against Sanctum
// (credentials: 'include', X-XSRF-TOKEN = the decoded XSRF-TOKEN cookie, read fresh each time).
export const BACKEND = 'http://localhost:8000';

export interface CallOptions {
  body?: unknown;
  /** Send X-XSRF-TOKEN from document.cookie (default true); a string sends that value instead. */
  xsrf?: boolean | string;
  bearer?: string;
  locale?: string;
  credentials?: RequestCredentials;
}

export function rawXsrfCookie(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
}

export function xsrfToken(): string | undefined {
  const raw = rawXsrfCookie();
  return raw === undefined ? undefined : decodeURIComponent(raw);
}

export function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const xsrf = typeof options.xsrf === 'string' ? options.xsrf : options.xsrf === false ? undefined : xsrfToken();
  if (xsrf !== undefined) headers['X-XSRF-TOKEN'] = xsrf;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (options.locale) headers['Accept-Language'] = options.locale;
  return fetch(`${BACKEND}/${path}`, {
    method,
    headers,
    credentials: options.credentials ?? 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
}

export const csrfCookie = (): Promise<Response> => call('GET', 'sanctum/csrf-cookie');

/** The SPA login: csrf-cookie, then auth/login. */
export async function login(email: string, password = 'password'): Promise<Response> {
  await csrfCookie();
  return call('POST', 'auth/login', { body: { email, password, remember: false } });
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
