// Messages and library locales for the active language. English messages are the defaults in
// the code, so only French is fetched (on demand, as its own chunk). Production builds get the
// catalogue already parsed (build/precompile-messages.ts), dev and tests the strings.
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { IntlConfig } from 'react-intl';
import { create } from 'zustand';
import { writeLocaleCookie } from '@/lib/cookies';
import type { Locale } from '@/lib/locale';
import { useUi } from '@/stores/ui';

interface LocaleResources {
  messages: IntlConfig['messages'];
  antdLocale: AntdLocale | undefined;
}

export const useLocaleResources = create<LocaleResources>(() => ({ messages: {}, antdLocale: undefined }));

let dayjsLoaded = false;

async function loadResources(locale: Locale): Promise<LocaleResources> {
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

/** Switches the whole UI (messages, antd, dayjs) to `locale`; `remember` writes the cookie. */
export async function applyLocale(locale: Locale, remember: boolean): Promise<void> {
  const resources = await loadResources(locale);
  if (remember) writeLocaleCookie(locale);
  useLocaleResources.setState(resources);
  useUi.getState().setLocale(locale);
  document.documentElement.lang = locale;
  // The installable app's name and start page in this language (public/manifest.<locale>.webmanifest).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${locale}.webmanifest`);
}
