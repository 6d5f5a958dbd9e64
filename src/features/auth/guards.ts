// Route guards (spec §2, §4), called from route beforeLoad hooks.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { User } from '@/api/models';
import { browserLocation } from '@/lib/browser';
import { toConfiguredPath } from '@/lib/configured-paths';
import { isAuthenticatedPath, isAuthPage, loginHref, REDIRECT_PARAM } from '@/lib/redirects';
import type { RouterContext } from '@/lib/router-context';
import { targetAfterLogin } from './after-login';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

function redirectParam(location: ParsedLocation): unknown {
  return (location.search as Record<string, unknown>)[REDIRECT_PARAM];
}

/** No user → the login address with redirect_path = path + query + hash, as the address bar had them. */
export async function requireUser({ context, location }: GuardArgs): Promise<{ user: User }> {
  const user = await context.sessionReady();
  if (!user) throw redirect({ href: loginHref(context.config, location.publicHref) });
  return { user };
}

/** A signed-in user on an auth page goes to redirect_path, else to the role's landing path. */
export async function redirectSignedIn({ context, location }: GuardArgs): Promise<void> {
  const user = await context.sessionReady();
  if (!user) return;
  const target = targetAfterLogin(user, redirectParam(location), context.config, () => browserLocation.assign('/'));
  if (target) throw redirect({ href: target });
}

/**
 * Runs on every navigation from the root: configured authenticatedPaths need a user, and at
 * start a signed-in user with a redirect_path anywhere goes there.
 */
export async function rootGuard(args: GuardArgs & { cause: 'enter' | 'stay' | 'preload' }): Promise<void> {
  const { context, location, cause } = args;
  // The configuration names paths as the address bar shows them (dashboardSuffixUrl, loginUrl).
  const path = toConfiguredPath(location.pathname, context.config);
  if (isAuthenticatedPath(path, context.config)) await requireUser(args);
  // The backend's social redirect (in the demo, its consent page on the app's origin) carries the
  // redirect_path on to the backend's callback: with "Connect" the person is signed in already.
  const socialRedirect = /^\/auth\/[a-z0-9-]+\/redirect$/.test(path);
  if (cause === 'enter' && redirectParam(location) !== undefined && !isAuthPage(path, context.config) && !socialRedirect) {
    await redirectSignedIn(args);
  }
}
