// `/fr/...` selects French for the visit (and sets the cookie); unprefixed paths use the
// cookie or the browser. The router sees unprefixed paths; the prefix stays in the address bar
// for as long as the visit keeps the language it named.
import type { LocationRewrite } from '@tanstack/react-router';
import { readLocaleCookie } from '@/lib/cookies';
import { detectLocale, splitLocalePrefix, type LanguageCode, type Locale } from '@/lib/locale';
import { useUi } from '@/stores/ui';

let prefix: Locale | undefined;

/** The locale to start with, remembering a prefix found in `pathname`. */
export function startLocale(pathname: string, browserLanguages: readonly string[]): { locale: LanguageCode; fromPrefix: boolean } {
  prefix = splitLocalePrefix(pathname).locale;
  if (prefix) return { locale: prefix, fromPrefix: true };
  return { locale: detectLocale(readLocaleCookie(), browserLanguages), fromPrefix: false };
}

/** After the user picks a language, addresses go back to unprefixed. */
export function forgetLocalePrefix(): void {
  prefix = undefined;
}

export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    const { locale, path } = splitLocalePrefix(url.pathname);
    if (locale) url.pathname = path;
    return url;
  },
  output: ({ url }) => {
    if (prefix && useUi.getState().locale === prefix && !splitLocalePrefix(url.pathname).locale) {
      url.pathname = `/${prefix}${url.pathname === '/' ? '' : url.pathname}`;
    }
    return url;
  },
};
