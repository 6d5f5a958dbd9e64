// Texts (contract tag Texts): application-wide message ids with their default wording, `key`
// unique case-sensitively; `relationships=true` embeds the translations, which go with the text.
// Also POST texts/{id}/languages/{languageId}/translations: at most one translation per language.
import { MODEL_TEXT } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { Text } from '@/api/models';
import { parseTenantId } from '@/lib/tenancy';
import { now, timestamp } from '../clock';
import type { FilterBuilder } from '../crud/list-query';
import { resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import { nextId } from '../db/next-id';
import type { TextRecord, TranslationRecord } from '../db/records';
import { userCan } from '../db/users';
import { wantsRelationships } from '../handlers/auth';
import { forbidden, json } from '../responses';
import { route } from '../route';
import { collectErrors, max, required, string, throwIfInvalid, type Rule, unique } from '../validation';
import { TEXT_KEY } from './rules';
import { matches } from '../validation-rules';
import { findById, serializeText, serializeTranslation } from './serialize';

/** TranslationInput: a non-blank string (TEXT column). */
export const translationRules: Rule[] = [required, string, max(65535)];

/** `missing_language_id=<id>`: the texts with no translation in that language; no valid id: no filter. */
const untranslatedIn: FilterBuilder<TextRecord, unknown> = (values) => {
  const languageId = parseTenantId(values[0]); // the same "whole number ≥ 1" parse as every id filter
  if (languageId === undefined) return undefined;
  const translated = new Set(db().translations.filter((t) => t.language_id === languageId).map((t) => t.text_id));
  return (text) => !translated.has(text.id);
};

function textResourceHandlers(): HttpHandler[] {
  return resourceHandlers<TextRecord, Text>({
    path: '/api/v1/texts',
    audit: { type: MODEL_TEXT, global: true },
    table: () => db().texts,
    permission: 'texts',
    tenantScoped: false,
    list: {
      searchable: [(t) => t.key, (t) => t.default],
      sortable: { id: (t) => t.id, key: (t) => t.key, created_at: (t) => t.created_at, updated_at: (t) => t.updated_at },
      filters: { missing_language_id: untranslatedIn },
    },
    serialize: (text, { url }) => serializeText(text, wantsRelationships(url)),
    validate(input, { locale }, existing) {
      // Case-sensitive (a binary collation): message ids differ by case in the application.
      const taken = (key: string) => db().texts.some((t) => t !== existing && t.key === key);
      throwIfInvalid(
        collectErrors(input, {
          key: [required, string, max(255), matches(TEXT_KEY), unique(taken)],
          default: [required, string, max(65535)],
        }, locale),
        locale,
      );
      return { key: String(input.key), default: String(input.default) };
    },
    onDelete(text) {
      const data = db();
      data.translations = data.translations.filter((t) => t.text_id !== text.id);
    },
  });
}

function createTextTranslationHandler(): HttpHandler {
  return route('post', '/api/v1/texts/{id}/languages/{languageId}/translations', 'verified', async (context) => {
    if (!userCan(context.user, 'translations.create')) throw forbidden();
    const { texts, languages, translations } = db();
    const text = findById(texts, context.params.id);
    const language = findById(languages, context.params.languageId); // a disabled one is fine
    const input = await context.input();
    // Reported on `translation`, and (not being implicit) only when a translation is given.
    const once: Rule = {
      check: () =>
        translations.some((t) => t.text_id === text.id && t.language_id === language.id)
          ? { key: 'translationExists' }
          : undefined,
    };
    const { locale } = context;
    throwIfInvalid(collectErrors(input, { translation: [...translationRules, once] }, locale), locale);
    const stamp = timestamp(now());
    const record: TranslationRecord = {
      id: nextId(translations), text_id: text.id, language_id: language.id, translation: String(input.translation),
      created_at: stamp, updated_at: stamp,
    };
    translations.push(record);
    return json({ data: serializeTranslation(record) }, 201);
  });
}

export function textHandlers(): HttpHandler[] {
  return [...textResourceHandlers(), createTextTranslationHandler()];
}
