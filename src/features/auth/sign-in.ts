// Signing in and signing up, in cookie mode (Sanctum SPA session) or token mode (personal access token).
import { fetchCurrentUser, login, registerWithApi, registerWithSession, requestToken } from '@/api/auth';
import { isStatus, ValidationError } from '@/api/errors';
import type { RegisterPayload, User } from '@/api/models';
import { writeAuthToken } from '@/lib/auth-token';
import type { PublicConfig } from '@/lib/config';
import { setSessionUser } from '@/stores/session';

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** The second factor: the authenticator app's code, or one of the account's recovery codes. */
export type TwoFactorAnswer = { code: string } | { recovery_code: string };

/**
 * 'unverified': the backend answered 409 and the client is already on its way to /verify-email.
 * 'two-factor': the credentials are right and the account asks for its two-factor code next.
 */
export type SignInResult = User | 'unverified' | 'two-factor' | null;

export async function loadSignedInUser(): Promise<Exclude<SignInResult, 'two-factor'>> {
  try {
    const user = await fetchCurrentUser({ throwUnverified: true });
    setSessionUser(user);
    return user;
  } catch (error) {
    if (!isStatus(error, 409)) throw error;
    setSessionUser(null);
    return 'unverified';
  }
}

/**
 * Token mode: the token route is stateless, so the code comes with the credentials (see createToken);
 * without it an account with two-factor authentication answers 422 with `two_factor: true`.
 */
export async function signInWithToken(credentials: Credentials, config: PublicConfig, answer?: TwoFactorAnswer): Promise<SignInResult> {
  const deviceName = `${config.projectName} web`;
  try {
    writeAuthToken(await requestToken({ email: credentials.email, password: credentials.password, device_name: deviceName, ...answer }));
  } catch (error) {
    if (!answer && error instanceof ValidationError && error.body.two_factor) return 'two-factor';
    throw error;
  }
  return loadSignedInUser();
}

export async function signIn(credentials: Credentials, config: PublicConfig): Promise<SignInResult> {
  if (config.authenticateWithToken) return signInWithToken(credentials, config);
  const twoFactor = await login({ email: credentials.email, password: credentials.password, remember: credentials.remember ?? false });
  return twoFactor ? 'two-factor' : loadSignedInUser();
}

/** Registers and signs the new account in (spec §7: register, then refresh the user). */
export async function signUp(payload: RegisterPayload, config: PublicConfig): Promise<Exclude<SignInResult, 'two-factor'>> {
  if (config.authenticateWithToken) {
    await registerWithApi(payload);
    // A new account has no two-factor authentication yet: never 'two-factor'.
    return signIn({ email: payload.email, password: payload.password }, config) as Promise<Exclude<SignInResult, 'two-factor'>>;
  }
  await registerWithSession(payload);
  return loadSignedInUser();
}
