// The backend's wordings (texts and translations, localization feature) laid over the bundled
// messages: a wording fixed in the admin shows after a reload, without a new build.
import { createLiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { getTranslationCatalogue } from '@/api/localization';
import { DEFAULT_LOCALE, isLocale, type LanguageCode } from '@/lib/locale';

/** Message id → its parsed wording, as react-intl gets the bundled messages. */
export type Catalogue = Record<string, MessageFormatElement[]>;

/** ICU syntax ({name}, plurals, <b>tags</b>, '' for an apostrophe) needs the parser; the rest is literal. */
const ICU_SYNTAX = /[{}<]|''/;

/**
 * Parsed as the bundled messages are at build time (the production bundle has no ICU parser): a
 * plain wording becomes one literal; the parser loads only for wordings with ICU syntax, and one
 * that does not parse is left out, so the bundled wording stays.
 */
async function compile(wordings: Record<string, string>): Promise<Catalogue> {
  const entries = Object.entries(wordings);
  const parse = entries.some(([, wording]) => ICU_SYNTAX.test(wording)) ? (await import('./message-parser')).parse : undefined;
  return Object.fromEntries(
    entries.flatMap(([id, wording]) => {
      if (!parse || !ICU_SYNTAX.test(wording)) return [[id, [createLiteralElement(wording)]]];
      try {
        return [[id, parse(wording)]];
      } catch {
        return [];
      }
    }),
  );
}

/**
 * The backend's wordings of `language`; under a language the app does not bundle, the default
 * language's first (its missing wordings fall back to them). Undefined when the language's own
 * catalogue cannot be loaded: the bundled messages stay, and nothing alarming is said.
 */
export async function fetchCatalogue(language: LanguageCode): Promise<Catalogue | undefined> {
  const own = getTranslationCatalogue(language).catch(() => undefined);
  const fallback = isLocale(language) ? undefined : getTranslationCatalogue(DEFAULT_LOCALE).catch(() => undefined);
  const [base, wordings] = await Promise.all([fallback, own]);
  return wordings && compile({ ...base, ...wordings });
}
