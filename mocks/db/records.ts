// Row shapes of the mock database: what Laravel keeps in its tables, including the columns the
// API never returns (passwords, session ids). API shapes live in @/api/models.
import type { Id, Language } from '@/api/models';

export interface TenantRecord {
  id: Id;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface PermissionRecord {
  id: Id;
  name: string;
}

export interface RoleRecord {
  id: Id;
  name: string;
  permission_ids: Id[];
}

export interface UserRecord {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  /** Plain text: this is a mock; it is never serialised. */
  password: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  role_ids: Id[];
  tenant_ids: Id[];
}

export interface FeatureRecord {
  id: Id;
  name: string;
  parent_id: Id | null;
  enabled: boolean;
}

export type LanguageRecord = Language;

/** Laravel's `sessions` table (database session driver). */
export interface SessionRecord {
  id: string;
  csrf_token: string;
  user_id: Id | null;
  last_activity: string;
}

/** Sanctum's `personal_access_tokens` table; `token` is plain here, hashed in Laravel. */
export interface TokenRecord {
  id: Id;
  user_id: Id;
  name: string;
  token: string;
  created_at: string;
  last_used_at: string | null;
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

export interface DbData {
  tenants: TenantRecord[];
  permissions: PermissionRecord[];
  roles: RoleRecord[];
  users: UserRecord[];
  features: FeatureRecord[];
  languages: LanguageRecord[];
  sessions: SessionRecord[];
  personal_access_tokens: TokenRecord[];
  password_reset_tokens: PasswordResetRecord[];
  verification_links: VerificationLinkRecord[];
}
