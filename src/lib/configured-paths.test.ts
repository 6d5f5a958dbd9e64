import { describe, expect, it } from 'vitest';
import { toConfiguredPath, toTreePath } from './configured-paths';

const DEFAULT = { loginUrl: '/login', dashboardSuffixUrl: '/admin' };
const MOVED = { loginUrl: '/signin', dashboardSuffixUrl: '/backoffice' };

describe('configured paths', () => {
  it('leave every path as it is with the default configuration', () => {
    for (const path of ['/', '/login', '/admin', '/admin/orders/3', '/checkout', '/administration'])
      expect([toTreePath(path, DEFAULT), toConfiguredPath(path, DEFAULT)]).toEqual([path, path]);
  });

  it('map the configured sign-in page and dashboard area to the tree and back', () => {
    expect(toTreePath('/backoffice', MOVED)).toBe('/admin');
    expect(toTreePath('/backoffice/orders/3', MOVED)).toBe('/admin/orders/3');
    expect(toTreePath('/signin', MOVED)).toBe('/login');
    expect(toConfiguredPath('/admin/orders/3', MOVED)).toBe('/backoffice/orders/3');
    expect(toConfiguredPath('/login', MOVED)).toBe('/signin');
    expect(toConfiguredPath('/checkout', MOVED)).toBe('/checkout');
  });

  it("send the tree's own paths, once moved away, where no page is (404)", () => {
    expect(toTreePath('/admin/orders', MOVED)).toMatch(/^\/-moved\/admin\/orders$/);
    expect(toTreePath('/login', MOVED)).toBe('/-moved/login');
    expect(toTreePath('/backoffice-old', MOVED)).toBe('/backoffice-old');
  });

  it('map a deeper configured prefix', () => {
    const deep = { loginUrl: '/auth/sign-in', dashboardSuffixUrl: '/app/manage' };
    expect(toTreePath('/app/manage/dashboard', deep)).toBe('/admin/dashboard');
    expect(toConfiguredPath('/admin/dashboard', deep)).toBe('/app/manage/dashboard');
    expect(toTreePath('/auth/sign-in', deep)).toBe('/login');
  });
});
