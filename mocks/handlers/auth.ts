// Sanctum and Fortify session/token routes: csrf-cookie, login, logout, token, current user.
import type { HttpHandler } from 'msw';
import type { LoginResponse, TokenResponse } from '@/api/models';
import { saveDb } from '../db/database';
import type { UserRecord } from '../db/records';
import { findUser, findUserByEmail, serializeUser } from '../db/users';
import { translate } from '../messages';
import { json, noContent, throttled } from '../responses';
import { route, type RouteContext } from '../route';
import {
  bearerToken, createSession, forgetRemembered, issueToken, regenerateSession, revokeToken, withRememberCookie,
  withSessionCookies,
} from '../sanctum';
import { availableIn, clearAttempts, hit, tooManyAttempts } from '../throttle';
import { email, fail, required, string, validate, type Rule } from '../validation';

/** Fortify's login limiter: 5 failed attempts per e-mail per minute (shared by the token route). */
const MAX_ATTEMPTS = 5;
const DECAY_SECONDS = 60;

export function wantsRelationships(url: URL): boolean {
  return ['true', '1'].includes(url.searchParams.get('relationships') ?? '');
}

/** Throttle, validate, check the credentials; counts failures and clears them on success. */
async function attemptLogin<K extends string>(
  context: RouteContext<'public'>,
  schema: Record<K | 'email' | 'password', Rule[]>,
): Promise<{ user: UserRecord; fields: Record<K | 'email' | 'password', string>; remember: boolean }> {
  const input = await context.input();
  const key = `login|${String(input.email ?? '').toLowerCase()}`;
  if (tooManyAttempts(key, MAX_ATTEMPTS)) throw throttled(availableIn(key));
  const fields = validate(input, schema, context.locale);
  const user = findUserByEmail(fields.email);
  if (!user || user.password !== fields.password) {
    hit(key, DECAY_SECONDS);
    return fail('email', translate('authFailed', context.locale), context.locale);
  }
  clearAttempts(key);
  // $request->boolean('remember')
  return { user, fields, remember: [true, 1, '1', 'true', 'on', 'yes'].includes(input.remember as string) };
}

export function authHandlers(): HttpHandler[] {
  return [
    // A session exists from here on; its XSRF-TOKEN cookie is what every write must echo.
    route('get', '/sanctum/csrf-cookie', 'public', ({ request, session }) => {
      const current = session ?? createSession();
      saveDb();
      return withSessionCookies(noContent(), request, current);
    }),

    // Unverified users may log in; guarded routes then answer 409. remember=true also sets the
    // remember-me cookie, which signs the user back in once the session is gone. Fortify's
    // LoginResponse: 200 {"two_factor": false}.
    route('post', '/auth/login', 'public', async (context) => {
      const { user, remember } = await attemptLogin(context, { email: [required, string], password: [required, string] });
      const body: LoginResponse = { two_factor: false };
      const response = withSessionCookies(json(body), context.request, regenerateSession(context.session, user.id));
      return remember ? withRememberCookie(response, context.request, user) : response;
    }),

    // Fortify's AuthenticatedSessionController::destroy, in the `web` group: CSRF for every client,
    // a bearer token included, which it never revokes (token mode signs out with DELETE
    // api/v1/auth/token). Works without a user too; the session is invalidated and the remember-me
    // cookie (the user reached through it, when the session was gone) forgotten.
    route(
      'post', '/auth/logout', 'public',
      ({ request, session, user }) => {
        // The web guard's user: the session's, not a bearer token's.
        const sessionUser = session?.user_id == null ? undefined : findUser(session.user_id);
        const signedIn = bearerToken(request) ? sessionUser : user;
        const response = withSessionCookies(noContent(), request, regenerateSession(session, null));
        return forgetRemembered(response, request, signedIn);
      },
      { alwaysStateful: true },
    ),

    route('post', '/api/v1/auth/token', 'public', async (context) => {
      const { user, fields } = await attemptLogin(context, {
        email: [required, string, email],
        password: [required, string],
        device_name: [required, string],
      });
      const body: TokenResponse = { success: true, token: issueToken(user.id, fields.device_name) };
      return json(body);
    }),

    // The project's token sign-out: $request->user()->currentAccessToken()->delete(). A session
    // user's current token is Sanctum's TransientToken: nothing to delete, the session stays.
    route('delete', '/api/v1/auth/token', 'auth', ({ token }) => {
      if (token) revokeToken(token);
      return noContent();
    }),

    route('get', '/api/v1/auth/user', 'verified', ({ user, url }) =>
      json({ data: serializeUser(user, wantsRelationships(url)) }),
    ),
  ];
}
