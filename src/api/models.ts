// The shapes the backend sends. Until openapi/openapi.yaml and its generated schema exist
// (the contract issue), this file is written by hand; it stays the only place that names them.

export type Id = number;

export interface Permission {
  id: Id;
  name: string;
}

export interface Role {
  id: Id;
  name: string;
  permissions?: Permission[];
}

export interface TenantSummary {
  id: Id;
  name: string;
}

export interface User {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  roles?: Role[];
  tenants?: TenantSummary[];
}

export interface FeatureNode {
  id: Id;
  name: string;
  enabled: boolean;
  children?: FeatureNode[];
}

export interface Language {
  id: Id;
  name: string;
  code: string;
  enabled: boolean;
  icon: string | null;
}

/** Laravel API-resource envelope for one record. */
export interface DataEnvelope<T> {
  data: T;
}

/** Laravel's 422 body. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

export interface LoginPayload {
  email: string;
  password: string;
  remember?: boolean;
}

export interface TokenPayload {
  email: string;
  password: string;
  device_name: string;
}

export interface TokenResponse {
  success: boolean;
  token: string;
}

export interface RegisterPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface CheckEmailResponse {
  available: boolean;
}

export interface ResetPasswordPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ChangePasswordPayload {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export interface ProfilePayload {
  first_name: string;
  last_name: string;
  email: string;
}

export interface MessageResponse {
  message: string;
}
