// Permission and role helpers (spec §6). Pure: they take the user, never read a store.
import type { User } from '@/api/models';

export const SUPER_ADMIN_ROLE = 'super_admin';
const GRANTS_EVERYTHING = 'all';

/** Lowercase with spaces turned into underscores: 'Super Admin' → 'super_admin'. */
export function normaliseRoleName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** True if any permission of any role is 'all' or matches `permission`, case-insensitively. */
export function hasPermission(user: User | null | undefined, permission: string): boolean {
  const wanted = permission.toLowerCase();
  return (user?.roles ?? []).some((role) =>
    (role.permissions ?? []).some((p) => {
      const name = p.name.toLowerCase();
      return name === GRANTS_EVERYTHING || name === wanted;
    }),
  );
}

export function userRoleNames(user: User | null | undefined): string[] {
  return (user?.roles ?? []).map((role) => normaliseRoleName(role.name));
}

/** True if the user has at least one of `roles`. */
export function hasAnyRole(user: User | null | undefined, roles: string[]): boolean {
  const mine = userRoleNames(user);
  return roles.map(normaliseRoleName).some((role) => mine.includes(role));
}

/** True if the user has exactly one role and it is `role`. */
export function hasOnlyRole(user: User | null | undefined, role: string): boolean {
  const mine = userRoleNames(user);
  return mine.length === 1 && mine[0] === normaliseRoleName(role);
}

export function isSuperAdmin(user: User | null | undefined): boolean {
  return hasAnyRole(user, [SUPER_ADMIN_ROLE]);
}
