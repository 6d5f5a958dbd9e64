// Languages (contract tag Languages): application-wide, not tenant-scoped. `code` is unique
// case-insensitively; deleting a language deletes its translations. The public list of enabled
// languages lives in handlers/public.ts.
import { MODEL_LANGUAGE } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { Language } from '@/api/models';
import { isTrue } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { LanguageRecord } from '../db/records';
import { collectErrors, max, required, string, throwIfInvalid, unique } from '../validation';
import { boolean, given, matches, toBoolean, toText } from '../validation-rules';
import { LANGUAGE_CODE } from './rules';
import { serializeLanguage } from './serialize';

export function languageHandlers(): HttpHandler[] {
  return resourceHandlers<LanguageRecord, Language>({
    path: '/api/v1/languages',
    audit: { type: MODEL_LANGUAGE, global: true },
    table: () => db().languages,
    permission: 'languages',
    tenantScoped: false,
    list: {
      searchable: [(l) => l.name, (l) => l.code],
      sortable: {
        id: (l) => l.id, name: (l) => l.name, code: (l) => l.code, enabled: (l) => l.enabled,
        created_at: (l) => l.created_at, updated_at: (l) => l.updated_at,
      },
      filters: { enabled: isTrue((l) => l.enabled) },
    },
    serialize: serializeLanguage,
    validate(input, { locale }, existing) {
      // Unique like MySQL's case-insensitive collation, ignoring the language's own row.
      const taken = (code: string) =>
        db().languages.some((l) => l !== existing && l.code.toLowerCase() === code.toLowerCase());
      throwIfInvalid(
        collectErrors(input, {
          name: [required, string, max(255)],
          code: [required, string, matches(LANGUAGE_CODE), unique(taken)],
          enabled: [boolean],
          icon: [string, max(255)],
        }, locale),
        locale,
      );
      return {
        name: String(input.name),
        code: String(input.code),
        // PUT keeps what the body leaves out; POST defaults to disabled and no icon.
        enabled: given(input, 'enabled', toBoolean, existing?.enabled ?? false, false),
        icon: given(input, 'icon', toText, existing?.icon ?? null),
      };
    },
    onDelete(language) {
      const data = db();
      data.translations = data.translations.filter((t) => t.language_id !== language.id);
    },
  });
}
