// Where people are sent: login with redirect_path, role-based landing, and the redirect_path
// check that refuses open redirects (quality.md, Security).
import type { User } from '@/api/models';
import type { PublicConfig } from './config';
import { userRoleNames } from './permissions';

export const AUTH_PAGES = ['/forgot-password', '/reset-password', '/sign-up'] as const;
export const VERIFY_EMAIL_PATH = '/verify-email';
export const REDIRECT_PARAM = 'redirect_path';
/** On the sign-in page, `notice=session-ended` shows the one fixed "Your session has ended" notice. */
export const NOTICE_PARAM = 'notice';
export const SESSION_ENDED_NOTICE = 'session-ended';
/** Delay before going to / after opening a backend API link (spec §9). */
export const API_REDIRECT_DELAY_MS = 1000;

type Paths = Pick<PublicConfig, 'loginUrl' | 'authenticatedPaths' | 'authenticationRedirects'>;

function underPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

export function isAuthPage(pathname: string, config: Pick<PublicConfig, 'loginUrl'>): boolean {
  return [config.loginUrl, ...AUTH_PAGES].some((page) => pathname === page || pathname === `${page}/`);
}

export function isAuthenticatedPath(pathname: string, config: Pick<Paths, 'authenticatedPaths'>): boolean {
  return config.authenticatedPaths.some((prefix) => underPrefix(pathname, prefix));
}

/** The first of the user's roles that has an entry in authenticationRedirects, else `default`. */
export function roleRedirectPath(user: User, config: Pick<Paths, 'authenticationRedirects'>): string {
  const redirects = config.authenticationRedirects;
  const role = userRoleNames(user).find((name) => redirects[name] !== undefined);
  return (role && redirects[role]) || redirects.default || '/';
}

/** loginUrl?redirect_path=<path + query + hash> */
export function loginHref(config: Pick<Paths, 'loginUrl'>, returnTo: string): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: returnTo });
  return `${config.loginUrl}?${params.toString()}`;
}

/** The sign-in page after a lost session: loginUrl?redirect_path=<returnTo>&notice=session-ended */
export function sessionEndedHref(config: Pick<Paths, 'loginUrl'>, returnTo: string | undefined): string {
  const params = new URLSearchParams(returnTo === undefined ? {} : { [REDIRECT_PARAM]: returnTo });
  params.set(NOTICE_PARAM, SESSION_ENDED_NOTICE);
  return `${config.loginUrl}?${params.toString()}`;
}

export type RedirectTarget =
  | { kind: 'internal'; href: string }
  /** A backend API address, opened as a link; the app then goes to / after a second. */
  | { kind: 'backend'; href: string };

/**
 * Accepts a redirect_path only as a same-origin path, or as a backend URL containing 'api' (a bare
 * /api/… path is the backend's too).
 * Anything else (other origins, protocol-relative, javascript:) is refused with undefined.
 */
export function resolveRedirectPath(
  raw: unknown,
  config: Pick<PublicConfig, 'backendUrl'>,
  origin: string,
): RedirectTarget | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin === origin && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    // A path of the backend's API (/api/…) given without its origin: the SPA has no such page.
    if (/^\/api(\/|$)/.test(url.pathname)) return { kind: 'backend', href: new URL(path, config.backendUrl).href };
    return { kind: 'internal', href: path };
  }
  if (`${url.pathname}${url.search}`.includes('api') && url.origin === new URL(config.backendUrl).origin) {
    return { kind: 'backend', href: url.href };
  }
  return undefined;
}
