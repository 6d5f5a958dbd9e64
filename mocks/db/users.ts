// User rows ↔ the API's User shape, plus the look-ups the auth handlers share.
import type { Id, Role, TenantSummary, User } from '@/api/models';
import { hasPermission } from '@/lib/permissions';
import { nextStamp, now, timestamp } from '../clock';
import { db } from './database';
import { serializeInvitation } from './invitations';
import { nextId } from './next-id';
import { roleLabel } from './role-label';
import type { UserRecord } from './records';

const ROLE_USER = 3;
const TENANT_ACME = 1;

export function findUser(id: Id): UserRecord | undefined {
  return db().users.find((u) => u.id === id);
}

/** E-mail look-up is case-insensitive, as with MySQL's default collation. */
export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.toLowerCase();
  return db().users.find((u) => u.email.toLowerCase() === wanted);
}

export function userRoles(user: UserRecord): Role[] {
  const { roles, permissions } = db();
  return roles
    .filter((role) => user.role_ids.includes(role.id))
    .map((role) => ({
      id: role.id,
      name: role.name,
      label: roleLabel(role.name),
      permissions: permissions.filter((p) => role.permission_ids.includes(p.id)).map(({ id, name }) => ({ id, name })),
    }));
}

export function userTenants(user: UserRecord): TenantSummary[] {
  return db()
    .tenants.filter((t) => user.tenant_ids.includes(t.id))
    .map(({ id, name }) => ({ id, name }));
}

/** The API resource: never the password; roles and tenants only when asked for. */
export function serializeUser(user: UserRecord, withRelationships = false): User {
  const { id, email, first_name, last_name, email_verified_at, created_at, updated_at } = user;
  const invitation = serializeInvitation(user);
  const base: User = { id, email, first_name, last_name, email_verified_at, invitation, created_at, updated_at };
  return withRelationships ? { ...base, roles: userRoles(user), tenants: userTenants(user) } : base;
}

/** For later slices: the same permission rule the UI uses (`all` grants everything). */
export function userCan(user: UserRecord, permission: string): boolean {
  return hasPermission(serializeUser(user, true), permission);
}

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** Self-registration: role `user`, tenant Acme, e-mail not verified yet. */
export function createUser(input: NewUser): UserRecord {
  const users = db().users;
  const stamp = timestamp(now());
  const user: UserRecord = {
    id: nextId(users),
    ...input,
    email_verified_at: null,
    created_at: stamp,
    updated_at: stamp,
    role_ids: [ROLE_USER],
    tenant_ids: [TENANT_ACME],
    two_factor_secret: null,
    two_factor_recovery_codes: null,
    two_factor_confirmed_at: null,
  };
  users.push(user);
  return user;
}

export function touchUser(user: UserRecord): void {
  user.updated_at = nextStamp(user.updated_at);
}
