import { describe, expect, it } from 'vitest';
import { bundledBase, detectLocale, splitLocalePrefix } from './locale';

describe('locale', () => {
  it('prefers the cookie, then the browser, then en', () => {
    expect(detectLocale('fr', ['en-US'])).toBe('fr');
    expect(detectLocale(undefined, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(detectLocale('XX1', ['de'])).toBe('en');
  });

  it('keeps a language the app does not bundle from the cookie: the backend may word it', () => {
    expect(detectLocale('de', ['fr-FR'])).toBe('de');
    expect(bundledBase('de')).toBe('en');
    expect(bundledBase('fr')).toBe('fr');
  });

  it('splits a /fr prefix off the path', () => {
    expect(splitLocalePrefix('/fr/admin/profile')).toEqual({ locale: 'fr', path: '/admin/profile' });
    expect(splitLocalePrefix('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePrefix('/front')).toEqual({ locale: undefined, path: '/front' });
    expect(splitLocalePrefix('/de/x')).toEqual({ locale: undefined, path: '/de/x' });
  });
});
