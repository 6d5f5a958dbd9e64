// ordersOnly and readsOnlyOwn: decided from permissions, never from role names.
import { describe, expect, it } from 'vitest';
import { userWith } from '../../tests/setup/user-with';
import { ordersOnly, readsOnlyOwn } from './orders-only';


describe('who only orders', () => {
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
