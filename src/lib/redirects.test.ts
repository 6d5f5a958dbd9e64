import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { isAuthenticatedPath, isAuthPage, loginHref, resolveRedirectPath, roleRedirectPath } from './redirects';

const config = {
  loginUrl: '/login',
  backendUrl: 'https://api.lunch.test',
  authenticatedPaths: ['/admin', '/checkout'],
  authenticationRedirects: { super_admin: '/admin/dashboard', admin: '/admin/dashboard', default: '/' },
};
const origin = 'https://lunch.test';
const withRoles = (...names: string[]) => ({ roles: names.map((name, id) => ({ id, name })) }) as User;

describe('role-based redirect', () => {
  it('uses the normalised role name and falls back to default', () => {
    expect(roleRedirectPath(withRoles('Super Admin'), config)).toBe('/admin/dashboard');
    expect(roleRedirectPath(withRoles('user'), config)).toBe('/');
    expect(roleRedirectPath(withRoles('user'), { authenticationRedirects: {} })).toBe('/');
  });

  it('takes the first of several roles that has a redirect', () => {
    expect(roleRedirectPath(withRoles('user', 'admin'), config)).toBe('/admin/dashboard');
  });
});

describe('paths', () => {
  it('knows the auth pages, login address included', () => {
    expect(['/login', '/forgot-password', '/reset-password', '/sign-up'].every((p) => isAuthPage(p, config))).toBe(true);
    expect(isAuthPage('/admin/profile', config)).toBe(false);
  });

  it('matches authenticated paths by segment prefix', () => {
    expect(isAuthenticatedPath('/admin/orders', config)).toBe(true);
    expect(isAuthenticatedPath('/checkout', config)).toBe(true);
    expect(isAuthenticatedPath('/administrator', config)).toBe(false);
  });

  it('builds the login address with the whole return target', () => {
    expect(loginHref(config, '/admin/orders?page=2#top')).toBe('/login?redirect_path=%2Fadmin%2Forders%3Fpage%3D2%23top');
  });
});

describe('redirect_path', () => {
  it('accepts same-origin paths with query and hash', () => {
    expect(resolveRedirectPath('/admin/orders?page=2#top', config, origin)).toEqual({ kind: 'internal', href: '/admin/orders?page=2#top' });
    expect(resolveRedirectPath('https://lunch.test/checkout', config, origin)).toEqual({ kind: 'internal', href: '/checkout' });
  });

  it("opens backend URLs containing 'api' as a link", () => {
    expect(resolveRedirectPath('https://api.lunch.test/api/v1/oauth/authorize?x=1', config, origin)).toEqual({
      kind: 'backend',
      href: 'https://api.lunch.test/api/v1/oauth/authorize?x=1',
    });
    // Given as a path, an API address is the backend's, not a page of the app (which would be a 404).
    expect(resolveRedirectPath('/api/v1/oauth/authorize?x=1', config, origin)).toEqual({
      kind: 'backend',
      href: 'https://api.lunch.test/api/v1/oauth/authorize?x=1',
    });
    expect(resolveRedirectPath('/admin/capital', config, origin)).toEqual({ kind: 'internal', href: '/admin/capital' });
  });

  it('refuses every other origin and scheme (no open redirect)', () => {
    for (const raw of ['https://evil.test/api', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'https://api.lunch.test/login', '', 42]) {
      expect(resolveRedirectPath(raw, config, origin)).toBeUndefined();
    }
  });
});
