// Signing in and signing up, in cookie mode (Sanctum SPA session) or token mode (personal access token).
import { fetchCurrentUser, login, registerWithApi, registerWithSession, requestToken } from '@/api/auth';
import { isStatus } from '@/api/errors';
import type { RegisterPayload, User } from '@/api/models';
import { writeAuthToken } from '@/lib/auth-token';
import type { PublicConfig } from '@/lib/config';
import { setSessionUser } from '@/stores/session';

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** 'unverified': the backend answered 409 and the client is already on its way to /verify-email. */
export type SignInResult = User | 'unverified' | null;

async function loadSignedInUser(): Promise<SignInResult> {
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

export async function signIn(credentials: Credentials, config: PublicConfig): Promise<SignInResult> {
  if (config.authenticateWithToken) {
    const deviceName = `${config.projectName} web`;
    writeAuthToken(await requestToken({ email: credentials.email, password: credentials.password, device_name: deviceName }));
  } else {
    await login({ email: credentials.email, password: credentials.password, remember: credentials.remember ?? false });
  }
  return loadSignedInUser();
}

/** Registers and signs the new account in (spec §7: register, then refresh the user). */
export async function signUp(payload: RegisterPayload, config: PublicConfig): Promise<SignInResult> {
  if (config.authenticateWithToken) {
    await registerWithApi(payload);
    return signIn({ email: payload.email, password: payload.password }, config);
  }
  await registerWithSession(payload);
  return loadSignedInUser();
}
