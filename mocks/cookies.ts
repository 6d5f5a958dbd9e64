// Cookies the way a browser holds them for the backend.
//
// Every cookie goes out as a real Set-Cookie header (the HTTP host relies on it). MSW is never
// given those headers at construction: MSW 2.15 stores a response's Set-Cookie values joined
// into one string, so with two cookies it keeps one, with the other's attributes, and in the
// HTTP host its global store would hand one client's cookies to the next. So the headers are
// appended after the response exists, and the in-process hosts (service worker, node) emulate
// the browser here: non-HttpOnly cookies are written to document.cookie (what a browser does
// with the Set-Cookie; the app reads XSRF-TOKEN there) and HttpOnly ones kept in a jar that
// script cannot see, sent back by the same credentials rules as fetch.

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie. Relative, so the mock clock never expires a cookie early. */
  maxAge: number;
}

type Jar = Record<string, Record<string, string>>; // hostname → name → value

export interface CookieJarStorage {
  load(): Jar | undefined;
  save(jar: Jar): void;
}

let emulation: { jar: Jar; storage?: CookieJarStorage } | undefined;

/** Called by the in-process hosts; the browser host passes storage so a reload keeps the session. */
export function emulateBrowserCookies(storage?: CookieJarStorage): void {
  emulation = { jar: storage?.load() ?? {}, storage };
}

export function clearCookieJar(): void {
  if (!emulation) return;
  emulation.jar = {};
  emulation.storage?.save(emulation.jar);
}

function serialize(spec: CookieSpec): string {
  const expiry = spec.maxAge > 0 ? `max-age=${spec.maxAge}` : 'expires=Thu, 01 Jan 1970 00:00:01 GMT; max-age=0';
  return `${spec.name}=${spec.value}; ${expiry}; path=/${spec.httpOnly ? '; httponly' : ''}; samesite=lax`;
}

export function setCookie(response: Response, request: Request, spec: CookieSpec): void {
  response.headers.append('Set-Cookie', serialize(spec)); // silently dropped by browsers' Response
  if (!emulation) return;
  if (spec.httpOnly) {
    const host = new URL(request.url).hostname;
    const cookies = { ...emulation.jar[host] };
    if (spec.maxAge > 0) cookies[spec.name] = spec.value;
    else delete cookies[spec.name];
    emulation.jar = { ...emulation.jar, [host]: cookies };
    emulation.storage?.save(emulation.jar);
  } else if (typeof document !== 'undefined') {
    document.cookie = serialize({ ...spec, httpOnly: false });
  }
}

/** Would fetch send cookies with this request? */
function sendsCredentials(request: Request): boolean {
  if (request.credentials === 'include') return true;
  if (request.credentials === 'omit') return false;
  return typeof location !== 'undefined' && new URL(request.url).origin === location.origin;
}

/**
 * The cookies the request carries: MSW's `cookies` (the Cookie header, plus document.cookie by
 * the credentials rules) and, in the in-process hosts, the HttpOnly jar.
 */
export function requestCookies(request: Request, fromMsw: Record<string, string>): Record<string, string> {
  if (!emulation || !sendsCredentials(request)) return fromMsw;
  return { ...fromMsw, ...emulation.jar[new URL(request.url).hostname] };
}
