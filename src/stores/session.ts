// The login state (spec §4): undefined = not known yet, null = logged out, User = logged in.
import { create } from 'zustand';
import type { User } from '@/api/models';

export type LoginState = User | null | undefined;

interface SessionState {
  user: LoginState;
  /** The error of the last user fetch that was not a plain "not logged in". */
  loginError: unknown;
  /** The user is the last known one, shown while the backend cannot be reached. */
  offline: boolean;
  /** Why the last sign-out failed (the user is still signed in); cleared by the next attempt. */
  signOutError: unknown;
}

export const useSession = create<SessionState>(() => ({
  user: undefined,
  loginError: undefined,
  offline: false,
  signOutError: undefined,
}));

export function setSessionUser(user: LoginState, loginError?: unknown, offline = false): void {
  useSession.setState({ user, loginError, offline });
}

export function currentUser(): LoginState {
  return useSession.getState().user;
}

/**
 * The last user the backend confirmed, in localStorage, so a start without network still shows
 * who is signed in. Only what the app's screens and guards read: names, roles with their
 * permission names, tenants. Removed on sign-out and when the backend says the session is gone.
 */
export const LAST_USER_KEY = 'lunch.lastUser';

function snapshotOf(user: User): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    email_verified_at: user.email_verified_at,
    created_at: user.created_at,
    updated_at: user.updated_at,
    roles: user.roles?.map((role) => ({
      id: role.id,
      name: role.name,
      label: role.label,
      permissions: role.permissions?.map((permission) => ({ id: permission.id, name: permission.name })),
    })),
    tenants: user.tenants?.map((tenant) => ({ id: tenant.id, name: tenant.name })),
  };
}

export function rememberLastUser(user: User): void {
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(snapshotOf(user)));
  } catch {
    // Storage full or blocked: the app only loses the offline fallback.
  }
}

export function forgetLastUser(): void {
  try {
    localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

export function lastKnownUser(): User | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null');
    const valid = parsed && typeof parsed === 'object' && typeof (parsed as User).id === 'number' && typeof (parsed as User).email === 'string';
    return valid ? (parsed as User) : undefined;
  } catch {
    return undefined;
  }
}
