// The login state (spec §4): undefined = not known yet, null = logged out, User = logged in.
import { create } from 'zustand';
import type { User } from '@/api/models';

export type LoginState = User | null | undefined;

interface SessionState {
  user: LoginState;
  /** The error of the last user fetch that was not a plain "not logged in". */
  loginError: unknown;
}

export const useSession = create<SessionState>(() => ({ user: undefined, loginError: undefined }));

export function setSessionUser(user: LoginState, loginError?: unknown): void {
  useSession.setState({ user, loginError });
}

export function currentUser(): LoginState {
  return useSession.getState().user;
}
