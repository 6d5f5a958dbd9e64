// Messages and library locales for the active language. English messages are the defaults in
// the code, so only French is fetched (on demand, as its own chunk). Production builds get the
// catalogue already parsed (build/precompile-messages.ts), dev and tests the strings. The
// backend's catalogue (catalogue.ts) is laid over them; a language the app does not bundle starts
// from English, whose antd and dayjs texts it also keeps.
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { IntlConfig } from 'react-intl';
import { create } from 'zustand';
import { writeLocaleCookie } from '@/lib/cookies';
import { browserLocale, bundledBase, isLocale, type LanguageCode, type Locale } from '@/lib/locale';
import { useUi } from '@/stores/ui';
import type { Catalogue } from './catalogue';

interface LocaleResources {
  messages: IntlConfig['messages'];
  antdLocale: AntdLocale | undefined;
}

export const useLocaleResources = create<LocaleResources>(() => ({ messages: {}, antdLocale: undefined }));

let dayjsLoaded = false;

async function loadBundled(locale: Locale): Promise<LocaleResources> {
  if (locale === 'en') {
    // dayjs starts in English; it only needs switching back once French has loaded it.
    if (dayjsLoaded) (await import('./dayjs-locale')).setDayjsLocale('en');
    return { messages: {}, antdLocale: undefined };
  }
  const [messages, antd, dates] = await Promise.all([
    import('../../../locales/fr.json'),
    import('antd/es/locale/fr_FR'),
    import('./dayjs-locale'),
  ]);
  dates.setDayjsLocale('fr');
  dayjsLoaded = true;
  return { messages: messages.default as IntlConfig['messages'], antdLocale: antd.default };
}

/**
 * Switches the whole UI (messages, antd, dayjs) to `language`, with the backend's `catalogue` laid
 * over the bundled messages when given; `remember` writes the cookie. A language the app does not
 * bundle needs its catalogue: without one, the browser's bundled language is used instead.
 */
export async function applyLocale(language: LanguageCode, remember: boolean, catalogue?: Promise<Catalogue | undefined>): Promise<void> {
  const bundled = loadBundled(bundledBase(language));
  const wordings = await catalogue;
  const locale = isLocale(language) || wordings ? language : browserLocale(navigator.languages);
  const resources = locale === language ? await bundled : await loadBundled(bundledBase(locale));
  if (remember && locale === language) writeLocaleCookie(locale);
  // In dev and tests the bundled messages are strings, the backend's parsed: react-intl takes either
  // form message by message, though its type wants one form for all.
  const messages = { ...resources.messages, ...wordings } as IntlConfig['messages'];
  useLocaleResources.setState({ ...resources, messages });
  useUi.getState().setLocale(locale);
  document.documentElement.lang = locale;
  // The installable app's name and start page in this language (public/manifest.<locale>.webmanifest).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${bundledBase(locale)}.webmanifest`);
}
