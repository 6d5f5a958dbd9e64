// Shared pieces of the accounts admin: the `all` guard, id-list validation of linking bodies
// ("Please select …"), and the API shapes of permissions and roles.
import type { Id } from '@/api/models';
import { parseId } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { PermissionRecord, RoleRecord, UserRecord } from '../db/records';
import { roleLabel } from '../db/role-label';
import { userCan } from '../db/users';
import { translate, type Locale, type MessageKey } from '../messages';
import { forbidden, validationError } from '../responses';
import type { Input } from '../validation';

export const ALL = 'all';

export function serializePermission({ id, name, created_at, updated_at }: PermissionRecord) {
  return { id, name, created_at, updated_at };
}

export function rolePermissions(role: RoleRecord): PermissionRecord[] {
  return db().permissions.filter((p) => role.permission_ids.includes(p.id)).sort((a, b) => a.id - b.id);
}

export function serializeRole(role: RoleRecord, withPermissions: boolean) {
  const { id, name, created_at, updated_at } = role;
  const label = roleLabel(name);
  return withPermissions
    ? { id, name, label, permissions: rolePermissions(role).map(serializePermission), created_at, updated_at }
    : { id, name, label, created_at, updated_at };
}

export function roleHoldsAll(role: RoleRecord): boolean {
  return rolePermissions(role).some((p) => p.name === ALL);
}

/** The caller holds the permission `all` itself (not merely everything through it). */
export function holdsAll(user: UserRecord): boolean {
  return db().roles.some((role) => user.role_ids.includes(role.id) && roleHoldsAll(role));
}

/** The caller may grant the permission: they hold it (`all` only a holder of `all`). */
export function mayGrantPermission(caller: UserRecord, permission: PermissionRecord): boolean {
  return permission.name === ALL ? holdsAll(caller) : userCan(caller, permission.name);
}

/** The caller may grant the role: they hold every permission it carries. */
export function mayGrantRole(caller: UserRecord, role: RoleRecord): boolean {
  return rolePermissions(role).every((permission) => mayGrantPermission(caller, permission));
}

/** 422 on `role_ids` naming the first of these roles the caller may not grant. */
export function requireGrantableRoles(ids: readonly Id[], caller: UserRecord, locale: Locale): void {
  const refused = db().roles.find((role) => ids.includes(role.id) && !mayGrantRole(caller, role));
  if (refused) {
    throw validationError({ role_ids: [translate('cannotGrantRole', locale, { role: roleLabel(refused.name) })] }, locale);
  }
}

/** 422 on `permission_ids` naming the first of these permissions the caller may not grant. */
export function requireGrantablePermissions(ids: readonly Id[], caller: UserRecord, locale: Locale): void {
  const refused = db().permissions.find((permission) => ids.includes(permission.id) && !mayGrantPermission(caller, permission));
  if (refused) {
    throw validationError({ permission_ids: [translate('cannotGrantPermission', locale, { permission: refused.name })] }, locale);
  }
}

/** `grantable=1|true`: only what the caller may grant (the list filters of roles and permissions). */
export function wantsGrantable(values: readonly string[]): boolean {
  return ['1', 'true'].includes(values[0] ?? '');
}

/** 403 unless the caller holds `all`, when `needed`. */
export function requireAllWhen(needed: boolean, user: UserRecord): void {
  if (needed && !holdsAll(user)) throw forbidden();
}

/**
 * A non-empty array of existing ids under `field`: otherwise 422 with `emptyKey` on the field, or
 * "The selected field.N is invalid." on each unknown entry. Duplicates collapse.
 */
export function idList(
  input: Input, field: string, exists: (id: Id) => boolean, emptyKey: MessageKey, locale: Locale,
): Id[] {
  const value = input[field];
  if (!Array.isArray(value) || value.length === 0) {
    throw validationError({ [field]: [translate(emptyKey, locale)] }, locale);
  }
  const errors: Record<string, string[]> = {};
  const ids: Id[] = [];
  value.forEach((entry: unknown, index) => {
    const id = typeof entry === 'number' || typeof entry === 'string' ? parseId(entry) : undefined;
    if (id === undefined || !exists(id)) errors[`${field}.${index}`] = [translate('in', locale, { attribute: `${field}.${index}` })];
    else if (!ids.includes(id)) ids.push(id);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors, locale);
  return ids;
}

export const permissionExists = (id: Id) => db().permissions.some((p) => p.id === id);
export const roleExists = (id: Id) => db().roles.some((r) => r.id === id);
