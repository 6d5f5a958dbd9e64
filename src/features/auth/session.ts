// Loads and ends the session. The first user fetch starts at boot; guards await it.
import type { User } from '@/api/models';
import { fetchCurrentUser, logout, revokeToken } from '@/api/auth';
import { isStatus, NetworkError } from '@/api/errors';
import { clearAuthToken, readAuthToken } from '@/lib/auth-token';
import { currentUser, forgetLastUser, lastKnownUser, rememberLastUser, setSessionUser, useSession } from '@/stores/session';

let loading: Promise<void> | undefined;

async function loadUser(): Promise<void> {
  try {
    const user = await fetchCurrentUser();
    if (user) rememberLastUser(user);
    else forgetLastUser();
    setSessionUser(user);
  } catch (error) {
    // Unreachable backend is not "signed out": show the last known user until it answers again.
    const last = error instanceof NetworkError ? lastKnownUser() : undefined;
    if (last) {
      setSessionUser(last, undefined, true);
      window.addEventListener('online', () => void reloadSession(), { once: true });
    } else {
      // Not a plain "logged out": keep it as the login error so the login page can show it.
      setSessionUser(null, error);
    }
  }
}

/** The user once the first fetch is done (the first call starts it); later the store is the truth. */
export async function sessionReady(): Promise<User | null> {
  loading ??= loadUser();
  await loading;
  return currentUser() ?? null;
}

/** Fetches the user again (after registration, a profile change, or to retry a failed fetch). */
export async function reloadSession(): Promise<User | null> {
  loading = loadUser();
  await loading;
  return currentUser() ?? null;
}

function forgetUser(): void {
  clearAuthToken();
  forgetLastUser();
  setSessionUser(null);
}

/** True when the backend says nobody is signed in any more (auth/user answers 401 or 419). */
async function backendSaysSignedOut(): Promise<boolean> {
  try {
    return (await fetchCurrentUser({ throwUnverified: true })) === null;
  } catch {
    return false;
  }
}

/**
 * Signs out. It is done only when the backend agrees: the session ended (auth/logout answered 204,
 * after one fresh CSRF cookie if it answered 419, see http.ts) or, in token mode, the token was
 * revoked (DELETE api/v1/auth/token answered 204, or 401: the token no longer works), or the user
 * fetch now answers 401. Otherwise — the network is down, the server failed — a remember-me cookie
 * or a token the server still accepts would sign the user straight back in, so the user stays
 * signed in here and the failure is kept as `signOutError` (the account corner shows it, with Try
 * again) and returned as false.
 */
export async function endSession(): Promise<boolean> {
  useSession.setState({ signOutError: undefined });
  try {
    await (readAuthToken() ? revokeToken() : logout());
  } catch (error) {
    if (!isStatus(error, 401) && !(await backendSaysSignedOut())) {
      useSession.setState({ signOutError: error });
      return false;
    }
  }
  forgetUser();
  return true;
}

/** Back to "not known yet" (a fresh start; used by tests that boot the app again). */
export function resetSession(): void {
  loading = undefined;
  setSessionUser(undefined);
  useSession.setState({ signOutError: undefined });
}
