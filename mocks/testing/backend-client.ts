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

export interface UploadFile {
  name: string;
  type: string;
  content: string | Uint8Array;
}

/**
 * A multipart POST, the body built by hand: under jsdom, FormData and File are jsdom's classes,
 * which Node's fetch cannot serialise (the file would arrive as the text "undefined").
 */
export function upload(
  path: string, file: UploadFile | undefined, fields: Record<string, string> = {},
): Promise<Response> {
  const boundary = '----lunch-mock-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const disposition = `Content-Disposition: form-data; name="file"; filename="${file.name}"`;
    const content = typeof file.content === 'string' ? encoder.encode(file.content) : file.content;
    parts.push(encoder.encode(`--${boundary}\r\n${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`), content);
    parts.push(encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  parts.reduce((offset, part) => (body.set(part, offset), offset + part.length), 0);
  return fetch(`${BACKEND}/${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'X-XSRF-TOKEN': xsrfToken() ?? '',
    },
    credentials: 'include',
    body,
  });
}
