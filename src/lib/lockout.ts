// Nobody locks themselves out (issue 15): a change to roles or permissions is refused when it
// would take from the signed-in user the last permission that lets them manage users or roles.
// Pure: the user (with roles and permissions, as auth/user answers) and the change are given.
import type { Permission, Role, User } from '@/api/models';
import { hasPermission } from './permissions';

/** What the signed-in user must keep: managing users, and managing roles. */
const KEPT = ['users.update', 'roles.update'] as const;
export type KeptAbility = 'users' | 'roles';

export type AccessChange =
  /** The user's roles become these (an edit of their own account, or a role removed from them). */
  | { kind: 'userRoles'; userId: number; roleIds: number[] }
  /** A role is deleted. */
  | { kind: 'deleteRole'; roleId: number }
  /** A role keeps only these permissions (one removed, or its list replaced). */
  | { kind: 'rolePermissions'; roleId: number; permissionIds: number[] }
  /** A permission is deleted, or renamed (`name`). */
  | { kind: 'permission'; permissionId: number; name?: string };

function rolesAfter(user: User, change: AccessChange): Role[] {
  const roles = user.roles ?? [];
  const mapPermissions = (map: (permissions: Permission[], role: Role) => Permission[]) =>
    roles.map((role) => ({ ...role, permissions: map(role.permissions ?? [], role) }));
  switch (change.kind) {
    case 'userRoles':
      return change.userId === user.id ? roles.filter((role) => change.roleIds.includes(role.id)) : roles;
    case 'deleteRole':
      return roles.filter((role) => role.id !== change.roleId);
    case 'rolePermissions':
      return mapPermissions((permissions, role) =>
        role.id === change.roleId ? permissions.filter((p) => change.permissionIds.includes(p.id)) : permissions,
      );
    case 'permission':
      return mapPermissions((permissions) =>
        change.name === undefined
          ? permissions.filter((p) => p.id !== change.permissionId)
          : permissions.map((p) => (p.id === change.permissionId ? { ...p, name: change.name! } : p)),
      );
  }
}

/** The ability the change would take from `user`, if any (users first). */
export function abilityLost(user: User | null | undefined, change: AccessChange): KeptAbility | undefined {
  if (!user) return undefined;
  const after: User = { ...user, roles: rolesAfter(user, change) };
  const index = KEPT.findIndex((permission) => hasPermission(user, permission) && !hasPermission(after, permission));
  return index < 0 ? undefined : index === 0 ? 'users' : 'roles';
}
