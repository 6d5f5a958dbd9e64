import { describe, expect, it } from 'vitest';
import { userWith } from '../../tests/setup/user-with';
import { hasAnyRole, hasOnlyRole, hasPermission, isSuperAdmin, normaliseRoleName } from './permissions';


describe('permissions', () => {
  it("grants everything through a permission named 'all' in any role", () => {
    const user = userWith([{ name: 'user', permissions: [] }, { name: 'boss', permissions: ['ALL'] }]);
    expect(hasPermission(user, 'tenants.delete')).toBe(true);
  });

  it('matches permission names case-insensitively and denies the rest', () => {
    const user = userWith([{ name: 'admin', permissions: ['Orders.View'] }]);
    expect(hasPermission(user, 'orders.view')).toBe(true);
    expect(hasPermission(user, 'orders.delete')).toBe(false);
    expect(hasPermission(null, 'orders.view')).toBe(false);
  });

  it('normalises role names: lowercase, spaces to underscores', () => {
    expect(normaliseRoleName('Super  Admin')).toBe('super_admin');
    expect(normaliseRoleName('Restaurant Manager')).toBe('restaurant_manager');
  });

  it('any-role matches one of several, only-role needs exactly one role', () => {
    const single = userWith([{ name: 'Admin', permissions: [] }]);
    const both = userWith([{ name: 'admin', permissions: [] }, { name: 'user', permissions: [] }]);
    expect(hasAnyRole(both, ['user', 'guest'])).toBe(true);
    expect(hasAnyRole(single, ['user'])).toBe(false);
    expect(hasOnlyRole(single, 'admin')).toBe(true);
    expect(hasOnlyRole(both, 'admin')).toBe(false);
  });

  it('recognises the super admin role in any spelling', () => {
    expect(isSuperAdmin(userWith([{ name: 'Super Admin', permissions: [] }]))).toBe(true);
    expect(isSuperAdmin(userWith([{ name: 'admin', permissions: ['all'] }]))).toBe(false);
  });
});
