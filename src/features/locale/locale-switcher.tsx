// Language switcher (localization feature): the enabled languages the app has catalogues for.
// A native select: it sits in every header, including the light public pages (no antd).
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@/api/models';
import { fetchEnabledLanguages } from '@/api/settings';
import { afterPageLoad } from '@/lib/after-paint';
import { FEATURES } from '@/lib/feature-tree';
import { isLocale, LOCALES, type Locale } from '@/lib/locale';
import { useFeature } from '@/stores/features';
import { useUi } from '@/stores/ui';
import { forgetLocalePrefix } from './locale-prefix';
import { applyLocale } from './locale-resources';

let languagesRequest: Promise<Language[]> | undefined;

function useEnabledLocales(): Locale[] {
  const [locales, setLocales] = useState<Locale[]>([...LOCALES]);
  useEffect(
    // The header is drawn first with every bundled language; the list is asked for once the page is in.
    () =>
      afterPageLoad(() => {
        languagesRequest ??= fetchEnabledLanguages().catch(() => {
          languagesRequest = undefined; // try again next time; meanwhile offer every bundled language
          return [];
        });
        void languagesRequest.then((languages) => {
          const enabled = LOCALES.filter((locale) => languages.some((language) => language.code === locale));
          if (enabled.length) setLocales(enabled);
        });
      }),
    [],
  );
  return locales;
}

/** Each language named in itself: "English", "Français". */
function nativeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function LocaleSwitcher() {
  const intl = useIntl();
  const router = useRouter();
  const on = useFeature(FEATURES.localization);
  const locale = useUi((state) => state.locale);
  const locales = useEnabledLocales();
  if (!on) return null;
  const change = async (next: string) => {
    if (!isLocale(next)) return;
    forgetLocalePrefix();
    await applyLocale(next, true);
    await router.navigate({ href: router.state.location.href, replace: true });
  };
  return (
    <select
      className="l-select"
      aria-label={intl.formatMessage({ id: 'locale.switcher.label', defaultMessage: 'Language' })}
      value={locale}
      onChange={(event) => void change(event.target.value)}
    >
      {locales.map((value) => (
        <option key={value} value={value} lang={value}>
          {nativeName(value)}
        </option>
      ))}
    </select>
  );
}
