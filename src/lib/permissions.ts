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

/**
 * The permissions of a person who orders lunch for themselves and nothing more: placing orders.
 * Their own orders, items and bills they read without any permission (the lists hold only theirs).
 */
export const ORDERING_PERMISSIONS: readonly string[] = ['orders.create'];

/**
 * True for a signed-in person whose roles only let them order (every permission they hold is one of
 * ORDERING_PERMISSIONS, or they hold none): they get the app's own navigation and wording (Order
 * lunch, My orders, My bills) instead of the administration's. Decided from permissions, never from
 * role names: a role named 'user' that is given `orders.view` administers orders.
 */
export function ordersOnly(user: User | null | undefined): boolean {
  if (!user) return false;
  const allowed = new Set(ORDERING_PERMISSIONS);
  return (user.roles ?? []).every((role) => (role.permissions ?? []).every((p) => allowed.has(p.name.toLowerCase())));
}

/**
 * True when a list the user reads holds only their own records: everyone signed in reads their own
 * orders, items and bills, and `{resource}.view` widens the list to the tenant's ("My orders").
 */
export function readsOnlyOwn(user: User | null | undefined, resourcePermission: string): boolean {
  return !hasPermission(user, `${resourcePermission}.view`);
}
