// Language switcher (localization feature): the languages enabled in the backend, bundled or not
// (one the app does not bundle is worded by the backend's catalogue, see catalogue.ts).
// A native select: it sits in every header, including the light public pages (no antd).
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchEnabledLanguages } from '@/api/settings';
import { afterPageLoad } from '@/lib/after-paint';
import { FEATURES } from '@/lib/feature-tree';
import { isLanguageCode, LOCALES, type LanguageCode } from '@/lib/locale';
import { useFeature } from '@/stores/features';
import { useLanguagesVersion } from '@/stores/languages';
import { useUi } from '@/stores/ui';
import { fetchCatalogue } from './catalogue';
import { forgetLocalePrefix } from './locale-prefix';
import { applyLocale } from './locale-resources';

/** One request for every header on the page, asked again after a language changed in the admin. */
let languagesRequest: { version: number; codes: Promise<LanguageCode[]> } | undefined;

function enabledCodes(version: number): Promise<LanguageCode[]> {
  if (languagesRequest?.version !== version) {
    const codes = fetchEnabledLanguages()
      .then((languages) => languages.map((language) => language.code).filter(isLanguageCode))
      .catch(() => {
        languagesRequest = undefined; // try again next time; meanwhile offer every bundled language
        return [];
      });
    languagesRequest = { version, codes };
  }
  return languagesRequest.codes;
}

function useEnabledLanguages(): LanguageCode[] {
  const [codes, setCodes] = useState<LanguageCode[]>([...LOCALES]);
  const version = useLanguagesVersion((state) => state.version);
  useEffect(() => {
    let current = true;
    // The header is drawn first with every bundled language; the list is asked for once the page is in.
    const cancel = afterPageLoad(() => {
      void enabledCodes(version).then((enabled) => {
        if (current && enabled.length) setCodes(enabled);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [version]);
  return codes;
}

/** Each language named in itself: "English", "Français", "Deutsch". */
function nativeName(code: LanguageCode): string {
  const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export function LocaleSwitcher() {
  const intl = useIntl();
  const router = useRouter();
  const on = useFeature(FEATURES.localization);
  const locale = useUi((state) => state.locale);
  const enabled = useEnabledLanguages();
  if (!on) return null;
  // The language in use stays a choice even when it is no longer offered, so the select tells the truth.
  const codes = enabled.includes(locale) ? enabled : [locale, ...enabled];
  const change = async (next: string) => {
    if (!isLanguageCode(next)) return;
    forgetLocalePrefix();
    await applyLocale(next, true, fetchCatalogue(next));
    await router.navigate({ href: router.state.location.publicHref, replace: true });
  };
  return (
    <select
      className="l-select"
      aria-label={intl.formatMessage({ id: 'locale.switcher.label', defaultMessage: 'Language' })}
      value={locale}
      onChange={(event) => void change(event.target.value)}
    >
      {codes.map((code) => (
        <option key={code} value={code} lang={code}>
          {nativeName(code)}
        </option>
      ))}
    </select>
  );
}
