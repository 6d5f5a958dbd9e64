// The tables of signing in (Laravel's sessions and password resets, Sanctum's tokens, the signed
// verification links, Socialite's connected accounts): beside records.ts's domain tables.
import type { Id } from '@/api/models';

/**
 * The provider accounts connected to users (Socialite: the app's own `social_accounts` table): one
 * row per user and provider, keyed by the provider's user id.
 */
export interface SocialAccountRecord {
  id: Id;
  user_id: Id;
  provider: string;
  provider_user_id: string;
  email: string | null;
  nickname: string | null;
  created_at: string;
  updated_at: string;
}

/** Laravel's `sessions` table (database session driver), with the payload keys the mock reads. */
export interface SessionRecord {
  id: string;
  csrf_token: string;
  user_id: Id | null;
  last_activity: string;
  /** Fortify's pending two-factor login (`login.id`, `login.remember`): credentials right, code still due. */
  login_id: Id | null;
  login_remember: boolean;
  /** `auth.password_confirmed_at`: Unix seconds of the last password confirmation (password.confirm). */
  password_confirmed_at: number | null;
}

/** Sanctum's `personal_access_tokens` table; `token` is plain here, hashed in Laravel. */
export interface TokenRecord {
  id: Id;
  user_id: Id;
  name: string;
  token: string;
  created_at: string;
  last_used_at: string | null;
  /**
   * The mock's own: a stateless call has no session to keep `auth.password_confirmed_at` in, so a
   * token keeps it (the mock serves Fortify's routes to a bearer token, Laravel's `web` guard does not).
   */
  password_confirmed_at: number | null;
}

/** Laravel's `password_reset_tokens` table. */
export interface PasswordResetRecord {
  email: string;
  token: string;
  created_at: string;
}

/** Stands in for Laravel's signed verification URLs: the signature is looked up, not computed. */
export interface VerificationLinkRecord {
  user_id: Id;
  signature: string;
  expires_at: string;
  frontend_url: string;
}
