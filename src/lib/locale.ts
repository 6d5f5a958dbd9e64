// Languages and how one is chosen: URL prefix → cookie → browser → en. The app bundles English and
// French; with localization on, a language enabled in the backend but not bundled (e.g. de) is
// offered too, worded by the backend's catalogue over the default language's.
export const LOCALES = ['en', 'fr'] as const;
/** A bundled language: the app ships its messages and its antd and dayjs locales. */
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** A language's code as the backend keeps it (ISO 639: two or three lower-case letters). */
export type LanguageCode = string;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGE_CODE.test(value);
}

/** The bundled language whose messages and library locales a language starts from. */
export function bundledBase(language: LanguageCode): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The browser's first bundled language (primary subtag), else en. */
export function browserLocale(browserLanguages: readonly string[]): Locale {
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The language kept in the cookie (bundled or not), else the browser's, else en. */
export function detectLocale(cookieValue: string | undefined, browserLanguages: readonly string[]): LanguageCode {
  return isLanguageCode(cookieValue) ? cookieValue : browserLocale(browserLanguages);
}

/** Splits a `/fr/...` prefix (a bundled language) off a pathname. */
export function splitLocalePrefix(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: undefined, path: pathname };
}
