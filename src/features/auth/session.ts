// Loads and ends the session. The first user fetch starts at boot; guards await it.
import type { User } from '@/api/models';
import { fetchCurrentUser, logout } from '@/api/auth';
import { clearAuthToken } from '@/lib/auth-token';
import { currentUser, setSessionUser } from '@/stores/session';

let loading: Promise<void> | undefined;

async function loadUser(): Promise<void> {
  try {
    setSessionUser(await fetchCurrentUser());
  } catch (error) {
    // Not a plain "logged out": keep it as the login error so the login page can show it.
    setSessionUser(null, error);
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

/** Signs out on the backend (best effort), then forgets the user and the token locally. */
export async function endSession(): Promise<void> {
  try {
    await logout();
  } catch {
    // An expired session or a dead network must not keep the user signed in here.
  }
  clearAuthToken();
  setSessionUser(null);
}

/** Back to "not known yet" (a fresh start; used by tests that boot the app again). */
export function resetSession(): void {
  loading = undefined;
  setSessionUser(undefined);
}
