// Translations (contract tag Translations): list / get / update / delete (they are created per
// text and language, see texts.ts), and the public catalogue of a locale.
import { MODEL_TRANSLATION } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { Translation } from '@/api/models';
import { DEFAULT_LOCALE } from '@/lib/locale';
import { hasId } from '../crud/filters';
import { RECORD_NOT_FOUND, resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { TranslationRecord } from '../db/records';
import { json, notFound } from '../responses';
import { route } from '../route';
import { collectErrors, throwIfInvalid } from '../validation';
import { serializeTranslation } from './serialize';
import { translationRules } from './texts';

const textKey = (translation: TranslationRecord) => db().texts.find((t) => t.id === translation.text_id)?.key;

function translationResourceHandlers(): HttpHandler[] {
  return resourceHandlers<TranslationRecord, Translation>({
    path: '/api/v1/translations',
    audit: { type: MODEL_TRANSLATION, global: true },
    table: () => db().translations,
    permission: 'translations',
    operations: ['list', 'get', 'update', 'delete'],
    tenantScoped: false,
    list: {
      searchable: [(t) => t.translation, textKey],
      sortable: {
        id: (t) => t.id, text_id: (t) => t.text_id, language_id: (t) => t.language_id,
        created_at: (t) => t.created_at, updated_at: (t) => t.updated_at,
      },
      filters: { language_id: hasId((t) => t.language_id), text_id: hasId((t) => t.text_id) },
    },
    serialize: serializeTranslation,
    // Only the wording changes; the text and the language stay.
    validate(input, { locale }, existing) {
      if (!existing) throw new Error('Translations are created with POST texts/{id}/languages/{languageId}/translations');
      throwIfInvalid(collectErrors(input, { translation: translationRules }, locale), locale);
      return { text_id: existing.text_id, language_id: existing.language_id, translation: String(input.translation) };
    },
  });
}

/**
 * The default language: every text, its translation else its default. Another language: only its
 * translations, so an untranslated text keeps the app's bundled wording in that language.
 */
function catalogueHandler(): HttpHandler {
  return route('get', '/api/v1/translations/catalogue/{locale}', 'public', ({ params }) => {
    const { languages, texts, translations } = db();
    const language = languages.find((l) => l.enabled && l.code === params.locale);
    if (!language) throw notFound(RECORD_NOT_FOUND);
    const translated = new Map(
      translations.filter((t) => t.language_id === language.id).map((t) => [t.text_id, t.translation]),
    );
    const isDefault = language.code === DEFAULT_LOCALE;
    const data = Object.fromEntries(
      texts.flatMap((text) => {
        const wording = translated.get(text.id) ?? (isDefault ? text.default : undefined);
        return wording === undefined ? [] : [[text.key, wording]];
      }),
    );
    return json({ data });
  });
}

export function translationHandlers(): HttpHandler[] {
  return [catalogueHandler(), ...translationResourceHandlers()];
}
