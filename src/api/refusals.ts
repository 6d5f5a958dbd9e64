// Where the browser goes when the backend refuses a call (spec §8's 401/403/419 → frontend URL),
// refined so that no typed work is lost. http.ts calls this for calls that did not opt out.
import { browserLocation } from '@/lib/browser';
import { getConfig } from '@/lib/config';
import { isAuthPage, sessionEndedHref } from '@/lib/redirects';
import { forgetLastUser } from '@/stores/session';

let leaving = false;

/**
 * The session is gone (401, or 419 after a fresh CSRF cookie): the last known user is forgotten
 * and the browser goes to the sign-in page under the frontend URL, with redirect_path back here
 * and the "session ended" notice. Whatever the page keeps in sessionStorage survives the trip.
 */
function signInAgain(): void {
  forgetLastUser();
  if (leaving) return; // several calls failing together leave once
  leaving = true;
  const config = getConfig();
  const { pathname, search, hash } = window.location;
  const returnTo = isAuthPage(pathname, config) ? undefined : `${pathname}${search}${hash}`;
  browserLocation.assign(`${config.frontendUrl.replace(/\/+$/, '')}${sessionEndedHref(config, returnTo)}`);
}

/**
 * A lost session goes to the sign-in page (above); a 403 on a read goes to the frontend URL, while
 * a 403 on a write stays on the page, which shows "You are not allowed to do this." with the form
 * as it was.
 */
export function onRefused(status: number, write: boolean): void {
  if (status === 401 || status === 419) signInAgain();
  else if (status === 403 && !write) browserLocation.assign(getConfig().frontendUrl);
}

/** Tests: the next lost session leaves again. */
export function resetRefusals(): void {
  leaving = false;
}
