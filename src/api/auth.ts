// Authentication calls (spec §7). Plain async functions over the one HTTP client.
import { apiCall, backendCall } from './http';
import { isStatus } from './errors';
import type {
  ChangePasswordPayload,
  CheckEmailResponse,
  DataEnvelope,
  LoginPayload,
  LoginResponse,
  MessageResponse,
  ProfilePayload,
  RegisterPayload,
  ResetPasswordPayload,
  TokenPayload,
  TokenResponse,
  User,
} from './models';

/**
 * The signed-in user with roles, permissions and tenants; null when nobody is signed in
 * (401, 409 unverified, 419). 409 still sends the visitor to /verify-email. Right after a
 * sign-in, `throwUnverified` lets the caller tell "unverified" from "not signed in".
 */
export async function fetchCurrentUser({ throwUnverified = false } = {}): Promise<User | null> {
  try {
    const body = await apiCall<DataEnvelope<User>>('GET', 'auth/user', {
      searchParams: { relationships: 'true' },
      skipAuthRedirect: true,
    });
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
export function login(payload: LoginPayload): Promise<boolean> {
  return backendCall<LoginResponse | undefined>('POST', 'auth/login', { body: payload, skipAuthRedirect: true }).then(
    (body) => !!body?.two_factor,
  );
}

/**
 * Token mode's sign-in (the project's POST api/v1/auth/token). For an account with two-factor
 * authentication on, `code` or `recovery_code` comes with the credentials; without them it answers
 * 422 with `two_factor: true` (TokenValidationErrorBody).
 */
export async function requestToken(payload: TokenPayload): Promise<string> {
  const body = await apiCall<TokenResponse>('POST', 'auth/token', { body: payload, skipAuthRedirect: true });
  if (!body.success || !body.token) throw new Error('Authentication failed');
  return body.token;
}


/** Signing out of an expired session must not bounce the browser: the app clears it anyway. */
export function logout(): Promise<void> {
  return backendCall('POST', 'auth/logout', { skipAuthRedirect: true, skipVerifyRedirect: true });
}

/**
 * Token mode's sign-out: revokes the bearer token on the server (the project's DELETE
 * api/v1/auth/token). Not auth/logout: that is a `web` route, which wants the CSRF header (419)
 * and never revokes a token. 401 means the token no longer works (the caller is signed out).
 */
export function revokeToken(): Promise<void> {
  return apiCall('DELETE', 'auth/token', { skipAuthRedirect: true, skipVerifyRedirect: true });
}

/** The body is not for reading: Fortify's is the JSON string "" (RegisterResponse), the older contract's the user. */
export function registerWithSession(payload: RegisterPayload): Promise<unknown> {
  return backendCall('POST', 'auth/register', { body: payload });
}

export function registerWithApi(payload: RegisterPayload): Promise<DataEnvelope<User>> {
  return apiCall('POST', 'register', { body: payload });
}

export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  const body = await apiCall<CheckEmailResponse>('POST', 'register/check-email', { body: { email }, signal });
  return body.available;
}

export function forgotPassword(email: string): Promise<MessageResponse> {
  return backendCall('POST', 'auth/forgot-password', { body: { email } });
}

export function resetPassword(payload: ResetPasswordPayload): Promise<MessageResponse> {
  return backendCall('POST', 'auth/reset-password', { body: payload });
}

/**
 * 'verified' for a 204 (no body: the address is verified already), 'sent' for a 202, whose body is
 * Fortify's JSON string "" (EmailVerificationNotificationSentResponse) or the older contract's message.
 */
export function resendVerification(): Promise<'sent' | 'verified'> {
  return backendCall('POST', 'auth/email/verification-notification', { skipVerifyRedirect: true }).then((body) =>
    body === undefined ? 'verified' : 'sent',
  );
}

/** The body is not for reading: Fortify's is the JSON string "" (PasswordUpdateResponse), the older contract's a message. */
export function changePassword(payload: ChangePasswordPayload): Promise<unknown> {
  return backendCall('PUT', 'auth/user/password', { body: payload });
}

export function updateProfile(payload: ProfilePayload): Promise<DataEnvelope<User>> {
  return backendCall('PUT', 'auth/user/profile-information', { body: payload });
}
