import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { abilityLost } from './lockout';

const permission = (id: number, name: string) => ({ id, name });
const admin: User = {
  id: 2, email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', email_verified_at: null, created_at: '', updated_at: '',
  roles: [
    { id: 2, name: 'admin', label: 'Administrator', permissions: [permission(10, 'users.update'), permission(11, 'roles.update'), permission(12, 'orders.view')] },
    { id: 4, name: 'helper', label: 'Helper', permissions: [permission(11, 'roles.update')] },
  ],
};

describe('nobody locks themselves out', () => {
  it('refuses removing from yourself the role that alone lets you manage users', () => {
    expect(abilityLost(admin, { kind: 'userRoles', userId: 2, roleIds: [4] })).toBe('users');
    expect(abilityLost(admin, { kind: 'deleteRole', roleId: 2 })).toBe('users');
  });

  it('allows it when another of your roles still gives the right, or when it is someone else', () => {
    expect(abilityLost(admin, { kind: 'userRoles', userId: 2, roleIds: [2] })).toBeUndefined();
    expect(abilityLost(admin, { kind: 'userRoles', userId: 3, roleIds: [] })).toBeUndefined();
    expect(abilityLost(admin, { kind: 'rolePermissions', roleId: 2, permissionIds: [10, 12] })).toBeUndefined();
  });

  it('refuses taking the last roles.update from your roles, deleting it, or renaming it', () => {
    const single: User = { ...admin, roles: [admin.roles![0]!] };
    expect(abilityLost(single, { kind: 'rolePermissions', roleId: 2, permissionIds: [10, 12] })).toBe('roles');
    expect(abilityLost(single, { kind: 'permission', permissionId: 11 })).toBe('roles');
    expect(abilityLost(single, { kind: 'permission', permissionId: 11, name: 'roles.edit' })).toBe('roles');
    expect(abilityLost(single, { kind: 'permission', permissionId: 12 })).toBeUndefined();
  });

  it('counts `all` as every right, so a super admin losing it is refused too', () => {
    const superAdmin: User = { ...admin, roles: [{ id: 1, name: 'super_admin', label: 'Super administrator', permissions: [permission(1, 'all')] }] };
    expect(abilityLost(superAdmin, { kind: 'rolePermissions', roleId: 1, permissionIds: [] })).toBe('users');
  });

  it('never refuses for a user who could not manage users or roles anyway', () => {
    const clerk: User = { ...admin, roles: [{ id: 3, name: 'user', label: 'User', permissions: [permission(12, 'orders.view')] }] };
    expect(abilityLost(clerk, { kind: 'deleteRole', roleId: 3 })).toBeUndefined();
  });
});
