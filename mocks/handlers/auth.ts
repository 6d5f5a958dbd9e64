// Sanctum and Fortify session/token routes: csrf-cookie, login, logout, token, current user.
import type { HttpHandler } from 'msw';
import type { LoginResponse, TokenResponse, TokenValidationErrorBody } from '@/api/models';
import { saveDb } from '../db/database';
import type { UserRecord } from '../db/records';
import { findUser, findUserByEmail, serializeUser } from '../db/users';
import { attributeName, translate, type Locale } from '../messages';
import { writeLog } from '../db/logs';
import { MODEL_USER } from '../db/model-types';
import { json, noContent, throttled, validationBody } from '../responses';
import { route, type RouteContext } from '../route';
import {
  bearerToken, createSession, forgetRemembered, issueToken, regenerateSession, revokeToken, withRememberCookie,
  withSessionCookies,
} from '../sanctum';
import { availableIn, clearAttempts, hit, tooManyAttempts } from '../throttle';
import { findRecoveryCode, hasTwoFactor, replaceRecoveryCode, verifyTwoFactorCode } from '../two-factor';
import { email, fail, isEmpty, required, string, validate, type Input, type Rule } from '../validation';

/** Fortify's login limiter: 5 failed attempts per e-mail per minute (shared by the token route). */
const MAX_ATTEMPTS = 5;
const DECAY_SECONDS = 60;

export function wantsRelationships(url: URL): boolean {
  return ['true', '1'].includes(url.searchParams.get('relationships') ?? '');
}

/** Fortify's `two-factor` limiter (the application's FortifyServiceProvider): 5 a minute per pending login. */
const TWO_FACTOR_MAX_ATTEMPTS = 5;

interface LoginAttempt<K extends string> {
  user: UserRecord;
  fields: Record<K | 'email' | 'password', string>;
  input: Input;
  remember: boolean;
  /** A failure of a later step (a wrong two-factor code) counts like wrong credentials. */
  failed(): void;
  /** Signed in: the count starts again. */
  succeeded(): void;
}

/** Throttle, validate, check the credentials; counts failures. The caller clears the count once signed in. */
async function attemptLogin<K extends string>(
  context: RouteContext<'public'>,
  schema: Record<K | 'email' | 'password', Rule[]>,
): Promise<LoginAttempt<K>> {
  const input = await context.input();
  const key = `login|${String(input.email ?? '').toLowerCase()}`;
  if (tooManyAttempts(key, MAX_ATTEMPTS)) throw throttled(availableIn(key));
  const fields = validate(input, schema, context.locale);
  const user = findUserByEmail(fields.email);
  const failed = () => {
    hit(key, DECAY_SECONDS);
    logSignIn(user, fields.email, false);
  };
  if (!user || user.password !== fields.password) {
    failed();
    return fail('email', translate('authFailed', context.locale), context.locale);
  }
  // $request->boolean('remember')
  const remember = [true, 1, '1', 'true', 'on', 'yes'].includes(input.remember as string);
  const succeeded = () => {
    clearAttempts(key);
    logSignIn(user, fields.email, true);
  };
  return { user, fields, input, remember, failed, succeeded };
}

/**
 * FailedTwoFactorLoginResponse for a JSON request: a ValidationException on `recovery_code` when one
 * was filled, on `code` otherwise.
 */
function failedTwoFactorLogin(input: Input, locale: Locale): never {
  return isEmpty(input.recovery_code)
    ? fail('code', translate('twoFactorCode', locale), locale)
    : fail('recovery_code', translate('twoFactorRecoveryCode', locale), locale);
}

/**
 * Fortify's order (TwoFactorAuthenticatedSessionController::store): a valid recovery code is used up
 * and replaced, else the code must be valid.
 */
async function passesTwoFactor(user: UserRecord, input: Input): Promise<boolean> {
  const recovery = isEmpty(input.recovery_code) ? undefined : findRecoveryCode(user, String(input.recovery_code));
  if (recovery) {
    replaceRecoveryCode(user, recovery);
    return true;
  }
  return !isEmpty(input.code) && (await verifyTwoFactorCode(user.two_factor_secret ?? '', String(input.code)));
}

/**
 * The token route's second factor (the contract's createToken): the code or a recovery code comes
 * with the credentials; missing or wrong → 422 with `two_factor: true`. A wrong one counts as a
 * failed sign-in on the login limiter, which bounds guessing.
 */
async function tokenTwoFactor(attempt: LoginAttempt<string>, locale: Locale): Promise<void> {
  const { input, user } = attempt;
  const refuse = (field: string, message: string): never => {
    const body: TokenValidationErrorBody = { ...validationBody({ [field]: [message] }, locale), two_factor: true };
    throw json(body, 422);
  };
  if (isEmpty(input.code) && isEmpty(input.recovery_code)) {
    refuse('code', translate('required', locale, { attribute: attributeName('code', locale) }));
  }
  if (await passesTwoFactor(user, input)) return;
  attempt.failed();
  if (isEmpty(input.recovery_code)) refuse('code', translate('twoFactorCode', locale));
  refuse('recovery_code', translate('twoFactorRecoveryCode', locale));
}

/** In the log of the person's first tenant (their administrators read it); an unknown address in no tenant's. */
function logSignIn(user: UserRecord | undefined, email: string, succeeded: boolean): void {
  writeLog({
    user: succeeded ? user : undefined, tenantId: user?.tenant_ids[0] ?? null, event: succeeded ? 'signed_in' : 'sign_in_failed',
    result: succeeded ? 'SUCCESSFUL' : 'UNSUCCESSFUL', message: succeeded ? `Signed in: ${email}.` : `Failed sign-in for ${email}.`,
    modelType: user ? MODEL_USER : undefined, modelId: user?.id, subjectLabel: email,
  });
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
      const attempt = await attemptLogin(context, { email: [required, string], password: [required, string] });
      const { user, remember } = attempt;
      if (hasTwoFactor(user) && context.session) {
        // RedirectIfTwoFactorAuthenticatable: nobody signed in yet; the session keeps the pending
        // login (login.id, login.remember) for POST auth/two-factor-challenge. Same session, same cookies.
        Object.assign(context.session, { login_id: user.id, login_remember: remember });
        const pending: LoginResponse = { two_factor: true };
        return json(pending);
      }
      attempt.succeeded();
      const body: LoginResponse = { two_factor: false };
      const response = withSessionCookies(json(body), context.request, regenerateSession(context.session, user.id));
      return remember ? withRememberCookie(response, context.request, user) : response;
    }),

    // TwoFactorAuthenticatedSessionController::store. No pending login in the session answers the
    // same 422 as a wrong code (TwoFactorLoginRequest::challengedUser); a session that is gone
    // answers 419 before this (its CSRF token went with it).
    route('post', '/auth/two-factor-challenge', 'public', async (context) => {
      const { request, session, locale } = context;
      const key = `two-factor|${session?.login_id ?? ''}`;
      if (tooManyAttempts(key, TWO_FACTOR_MAX_ATTEMPTS)) throw throttled(availableIn(key));
      hit(key, DECAY_SECONDS); // the throttle middleware counts every request
      const input = await context.input();
      validate(input, { code: [string], recovery_code: [string] }, locale); // nullable|string
      const user = session?.login_id == null ? undefined : findUser(session.login_id);
      if (!session || !user || !(await passesTwoFactor(user, input))) {
        if (user) logSignIn(user, user.email, false);
        return failedTwoFactorLogin(input, locale);
      }
      logSignIn(user, user.email, true);
      // Signed in (remembered as the login asked), the session regenerated.
      const response = withSessionCookies(noContent(), request, regenerateSession(session, user.id));
      return session.login_remember ? withRememberCookie(response, request, user) : response;
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
      const attempt = await attemptLogin(context, {
        email: [required, string, email],
        password: [required, string],
        device_name: [required, string],
        code: [string],
        recovery_code: [string],
      });
      if (hasTwoFactor(attempt.user)) await tokenTwoFactor(attempt, context.locale);
      attempt.succeeded();
      const body: TokenResponse = { success: true, token: issueToken(attempt.user.id, attempt.fields.device_name) };
      return json(body);
    }),

    // The project's token sign-out: $request->user()->currentAccessToken()->delete(). A session
    // user's current token is Sanctum's TransientToken: nothing to delete, the session stays.
    route('delete', '/api/v1/auth/token', 'auth', ({ token }) => {
      if (token) revokeToken(token);
      return noContent();
    }),

    // The signed-in user, with Fortify's two_factor_confirmed_at (the profile reads whether it is on).
    route('get', '/api/v1/auth/user', 'verified', ({ user, url }) =>
      json({ data: { ...serializeUser(user, wantsRelationships(url)), two_factor_confirmed_at: user.two_factor_confirmed_at } }),
    ),
  ];
}
