// Authentication calls (spec §7). Plain async functions over the one HTTP client.
import { call, type BodyFor } from './client';
import { isStatus } from './errors';
import type { LoginResponse, User } from './models';

/**
 * The signed-in user with roles, permissions and tenants; null when nobody is signed in
 * (401, 409 unverified, 419). 409 still sends the visitor to /verify-email. Right after a
 * sign-in, `throwUnverified` lets the caller tell "unverified" from "not signed in".
 */
export async function fetchCurrentUser({ throwUnverified = false } = {}): Promise<User | null> {
  try {
    const body = await call('GET', '/api/v1/auth/user', { query: { relationships: 'true' }, skipAuthRedirect: true });
    return body.data;
  } catch (error) {
    if (throwUnverified && isStatus(error, 409)) throw error;
    if (isStatus(error, 401, 409, 419)) return null;
    throw error;
  }
}

/**
 * Signs in with the session; true when a two-factor code is needed next (nobody is signed in yet).
 * Fortify answers 200 {"two_factor": false | true} (LoginResponse, RedirectIfTwoFactorAuthenticatable);
 * the older contract's 204 without a body is read as false.
 */
export async function login(body: BodyFor<'/auth/login', 'POST'>): Promise<boolean> {
  const answer: LoginResponse | undefined = await call('POST', '/auth/login', { body, skipAuthRedirect: true });
  return !!answer?.two_factor;
}

/**
 * Token mode's sign-in (the project's POST api/v1/auth/token). For an account with two-factor
 * authentication on, `code` or `recovery_code` comes with the credentials; without them it answers
 * 422 with `two_factor: true` (TokenValidationErrorBody).
 */
export async function requestToken(body: BodyFor<'/api/v1/auth/token', 'POST'>): Promise<string> {
  const answer = await call('POST', '/api/v1/auth/token', { body, skipAuthRedirect: true });
  if (!answer.success || !answer.token) throw new Error('Authentication failed');
  return answer.token;
}


/** Signing out of an expired session must not bounce the browser: the app clears it anyway. */
export function logout(): Promise<void> {
  return call('POST', '/auth/logout', { skipAuthRedirect: true, skipVerifyRedirect: true });
}

/**
 * Token mode's sign-out: revokes the bearer token on the server (the project's DELETE
 * api/v1/auth/token). Not auth/logout: that is a `web` route, which wants the CSRF header (419)
 * and never revokes a token. 401 means the token no longer works (the caller is signed out).
 */
export function revokeToken(): Promise<void> {
  return call('DELETE', '/api/v1/auth/token', { skipAuthRedirect: true, skipVerifyRedirect: true });
}

/** The body is not for reading: Fortify's is the JSON string "" (RegisterResponse), the older contract's the user. */
export function registerWithSession(body: BodyFor<'/auth/register', 'POST'>): Promise<unknown> {
  return call('POST', '/auth/register', { body });
}

export function registerWithApi(body: BodyFor<'/api/v1/register', 'POST'>) {
  return call('POST', '/api/v1/register', { body });
}

export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  return (await call('POST', '/api/v1/register/check-email', { body: { email }, signal })).available;
}

export function forgotPassword(email: string) {
  return call('POST', '/auth/forgot-password', { body: { email } });
}

export function resetPassword(body: BodyFor<'/auth/reset-password', 'POST'>) {
  return call('POST', '/auth/reset-password', { body });
}

/**
 * 'verified' for a 204 (no body: the address is verified already), 'sent' for a 202, whose body is
 * Fortify's JSON string "" (EmailVerificationNotificationSentResponse) or the older contract's message.
 */
export function resendVerification(): Promise<'sent' | 'verified'> {
  return call('POST', '/auth/email/verification-notification', { skipVerifyRedirect: true }).then((body: unknown) =>
    body === undefined ? 'verified' : 'sent',
  );
}

/** The body is not for reading: Fortify's is the JSON string "" (PasswordUpdateResponse), the older contract's a message. */
export function changePassword(body: BodyFor<'/auth/user/password', 'PUT'>): Promise<unknown> {
  return call('PUT', '/auth/user/password', { body });
}

export function updateProfile(body: BodyFor<'/auth/user/profile-information', 'PUT'>) {
  return call('PUT', '/auth/user/profile-information', { body });
}
