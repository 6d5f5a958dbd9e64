// The one place that reads and writes cookies: locale, tenant id and the Sanctum XSRF token.
import Cookies from 'js-cookie';

export const LOCALE_COOKIE = 'locale';
export const TENANT_COOKIE = 'tenant_id';
export const XSRF_COOKIE = 'XSRF-TOKEN';

export function readLocaleCookie(): string | undefined {
  return Cookies.get(LOCALE_COOKIE);
}

export function writeLocaleCookie(locale: string): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, path: '/', sameSite: 'lax' });
}

export function readTenantCookie(): string | undefined {
  return Cookies.get(TENANT_COOKIE);
}

export function writeTenantCookie(tenantId: number | undefined): void {
  if (tenantId === undefined) Cookies.remove(TENANT_COOKIE, { path: '/' });
  else Cookies.set(TENANT_COOKIE, String(tenantId), { expires: 365, path: '/', sameSite: 'lax' });
}

/**
 * The XSRF token, URL-decoded, read fresh every time: Laravel changes it on login, logout and
 * session expiry. js-cookie decodes percent-encoding, which is exactly what Sanctum expects back.
 */
export function readXsrfToken(): string | undefined {
  return Cookies.get(XSRF_COOKIE);
}
