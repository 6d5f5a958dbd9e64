import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { hasAnyRole, hasOnlyRole, hasPermission, isSuperAdmin, normaliseRoleName, ordersOnly, readsOnlyOwn } from './permissions';

function userWith(roles: { name: string; permissions: string[] }[]): User {
  return {
    id: 1,
    email: 'a@example.com',
    first_name: 'A',
    last_name: 'B',
    email_verified_at: null,
    created_at: '',
    updated_at: '',
    roles: roles.map((role, i) => ({ id: i, name: role.name, permissions: role.permissions.map((name, j) => ({ id: j, name })) })),
  };
}

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

  describe('ordersOnly: a person whose roles only let them order', () => {
    it('holds for orders.create alone, in any case, in one role or several, and for no permission at all', () => {
      expect(ordersOnly(userWith([{ name: 'user', permissions: ['orders.create'] }]))).toBe(true);
      expect(ordersOnly(userWith([{ name: 'Employee', permissions: ['Orders.Create'] }, { name: 'guest', permissions: [] }]))).toBe(true);
      expect(ordersOnly(userWith([]))).toBe(true);
    });

    it('does not hold with any other permission, with all, or for a visitor, whatever the role is called', () => {
      expect(ordersOnly(userWith([{ name: 'user', permissions: ['orders.create', 'orders.view'] }]))).toBe(false);
      expect(ordersOnly(userWith([{ name: 'user', permissions: ['orders.create'] }, { name: 'cook', permissions: ['restaurant-menus.update'] }]))).toBe(false);
      expect(ordersOnly(userWith([{ name: 'user', permissions: ['all'] }]))).toBe(false);
      expect(ordersOnly(null)).toBe(false);
      expect(ordersOnly(undefined)).toBe(false);
    });
  });

  it('readsOnlyOwn: a list holds only one\'s own records without {resource}.view', () => {
    expect(readsOnlyOwn(userWith([{ name: 'user', permissions: ['orders.create'] }]), 'orders')).toBe(true);
    expect(readsOnlyOwn(userWith([{ name: 'admin', permissions: ['orders.view'] }]), 'orders')).toBe(false);
    expect(readsOnlyOwn(userWith([{ name: 'admin', permissions: ['orders.view'] }]), 'bills')).toBe(true);
    expect(readsOnlyOwn(userWith([{ name: 'boss', permissions: ['all'] }]), 'bills')).toBe(false);
  });
});
