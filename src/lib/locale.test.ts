import { describe, expect, it } from 'vitest';
import { detectLocale, splitLocalePrefix } from './locale';

describe('locale', () => {
  it('prefers the cookie, then the browser, then en', () => {
    expect(detectLocale('fr', ['en-US'])).toBe('fr');
    expect(detectLocale(undefined, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(detectLocale('xx', ['de'])).toBe('en');
  });

  it('splits a /fr prefix off the path', () => {
    expect(splitLocalePrefix('/fr/admin/profile')).toEqual({ locale: 'fr', path: '/admin/profile' });
    expect(splitLocalePrefix('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePrefix('/front')).toEqual({ locale: undefined, path: '/front' });
    expect(splitLocalePrefix('/de/x')).toEqual({ locale: undefined, path: '/de/x' });
  });
});
