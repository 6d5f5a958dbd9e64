// Authentication calls (spec §7). Plain async functions over the one HTTP client.
import { apiCall, backendCall } from './http';
import { isStatus } from './errors';
import type {
  ChangePasswordPayload,
  CheckEmailResponse,
  DataEnvelope,
  LoginPayload,
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

export function login(payload: LoginPayload): Promise<void> {
  return backendCall('POST', 'auth/login', { body: payload, skipAuthRedirect: true });
}

export async function requestToken(payload: TokenPayload): Promise<string> {
  const body = await apiCall<TokenResponse>('POST', 'auth/token', { body: payload, skipAuthRedirect: true });
  if (!body.success || !body.token) throw new Error('Authentication failed');
  return body.token;
}

/** Signing out of an expired session must not bounce the browser: the app clears it anyway. */
export function logout(): Promise<void> {
  return backendCall('POST', 'auth/logout', { skipAuthRedirect: true, skipVerifyRedirect: true });
}

export function registerWithSession(payload: RegisterPayload): Promise<DataEnvelope<User>> {
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

export function resendVerification(): Promise<MessageResponse | undefined> {
  return backendCall('POST', 'auth/email/verification-notification', { skipVerifyRedirect: true });
}

export function changePassword(payload: ChangePasswordPayload): Promise<MessageResponse> {
  return backendCall('PUT', 'auth/user/password', { body: payload });
}

export function updateProfile(payload: ProfilePayload): Promise<DataEnvelope<User>> {
  return backendCall('PUT', 'auth/user/profile-information', { body: payload });
}
