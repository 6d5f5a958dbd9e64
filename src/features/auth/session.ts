// Loads and ends the session. The first user fetch starts at boot; guards await it.
import type { User } from '@/api/models';
import { fetchCurrentUser, logout } from '@/api/auth';
import { NetworkError } from '@/api/errors';
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
 * Signs out. A session ends only when the backend agrees: logout answered 204 (after one fresh
 * CSRF cookie if it answered 419, see http.ts), or the user fetch now answers 401. Otherwise a
 * remember-me cookie could sign the user straight back in, so the user stays signed in here and
 * the failure is kept as `signOutError` (the account corner shows it) and returned as false.
 * A token (token mode) is this browser's only credential: dropping it signs out for good.
 */
export async function endSession(): Promise<boolean> {
  useSession.setState({ signOutError: undefined });
  if (readAuthToken()) {
    await logout().catch(() => undefined); // revokes the token when the backend can be reached
    forgetUser();
    return true;
  }
  try {
    await logout();
  } catch (error) {
    if (!(await backendSaysSignedOut())) {
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
