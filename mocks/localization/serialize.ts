// Localization rows → the contract's API resources (Language, Text, Translation), and the
// lookups they share.
import type { Id, Language, Text, Translation } from '@/api/models';
import { DEFAULT_LOCALE } from '@/lib/locale';
import { RECORD_NOT_FOUND, parseId } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { LanguageRecord, TextRecord, TranslationRecord } from '../db/records';
import { notFound } from '../responses';

export function serializeLanguage(language: LanguageRecord): Language {
  const { id, name, code, enabled, icon, created_at, updated_at } = language;
  return { id, name, code, enabled, icon, coverage: coverageOf(language), created_at, updated_at };
}

/** Texts translated into the language; the default language's defaults are its wording. */
function coverageOf(language: LanguageRecord): { translated: number; texts: number } {
  const { texts, translations } = db();
  if (language.code === DEFAULT_LOCALE) return { translated: texts.length, texts: texts.length };
  const translated = new Set(translations.filter((t) => t.language_id === language.id).map((t) => t.text_id));
  return { translated: texts.filter((text) => translated.has(text.id)).length, texts: texts.length };
}

/** text_key and language_code are read from the live rows, like a resource's whenLoaded(). */
export function serializeTranslation(translation: TranslationRecord): Translation {
  const { id, text_id, language_id, translation: text, created_at, updated_at } = translation;
  return {
    id,
    text_id,
    text_key: db().texts.find((t) => t.id === text_id)?.key ?? '',
    language_id,
    language_code: db().languages.find((l) => l.id === language_id)?.code ?? '',
    translation: text,
    created_at,
    updated_at,
  };
}

/** `translations` only when asked for (relationships=true), ordered by id. */
export function serializeText(text: TextRecord, withTranslations: boolean): Text {
  const { id, key, default: fallback, created_at, updated_at } = text;
  const serialized: Text = { id, key, default: fallback, created_at, updated_at };
  if (!withTranslations) return serialized;
  return { ...serialized, translations: db().translations.filter((t) => t.text_id === id).map(serializeTranslation) };
}

/** A text or language of a path parameter, or Laravel's 404. */
export function findById<R extends { id: Id }>(rows: readonly R[], value: string | undefined): R {
  const id = parseId(value);
  const row = id === undefined ? undefined : rows.find((r) => r.id === id);
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return row;
}
