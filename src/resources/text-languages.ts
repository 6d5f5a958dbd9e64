// A text's page lists one row per language with its translation there, or "missing": a row opens
// the translation, or the page that adds it (spec §2). texts.ts ties it to its parent.
import { defineMessages } from 'react-intl';
import { crud, readable } from '@/api/crud';
import type { Language } from '@/api/models';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { languageLabels } from './languages';
import { localPage } from './local-page';

export const textLanguageLabels = defineMessages({
  plural: { id: 'resources.textLanguages.plural', defaultMessage: 'Translations' },
  singular: { id: 'resources.textLanguages.singular', defaultMessage: 'Translation' },
  create: { id: 'resources.textLanguages.create', defaultMessage: 'New translation' },
  entity: { id: 'resources.textLanguages.entity', defaultMessage: 'translation' },
  language: { id: 'resources.textLanguages.language', defaultMessage: 'Language' },
  translation: { id: 'resources.textLanguages.translation', defaultMessage: 'Translation' },
  missing: { id: 'resources.textLanguages.missing', defaultMessage: 'Missing' },
});

export interface TextParams {
  textId: number;
}

/** A language, with the text's translation into it when there is one. */
export type TextLanguage = Pick<Language, 'id' | 'name' | 'code' | 'enabled'> & { translation: string | null; translation_id: number | null };

export const textPage = ({ textId }: TextParams) => adminPath(`/localizations/texts/${textId}`);
export const newTranslationPage = (textId: number, languageId: number) => `${textPage({ textId })}/languages/${languageId}/translations/create`;
const ALL = { per_page: 100 } as const; // a project has a handful of languages

async function languagesOfText(textId: number): Promise<TextLanguage[]> {
  const [languages, translations] = await Promise.all([
    crud('/api/v1/languages').list(ALL),
    readable('/api/v1/translations').list({ ...ALL, text_id: textId }),
  ]);
  return languages.data.map((language) => {
    const translated = translations.data.find((translation) => translation.language_id === language.id);
    return { ...language, translation: translated?.translation ?? null, translation_id: translated?.id ?? null };
  });
}

/** Without its parent: texts.ts exports `textLanguages`. */
export const languagesOfTextDefinition: Omit<ResourceDefinition<TextLanguage, TextParams>, 'parent'> = {
  key: 'text-languages',
  permission: 'translations',
  feature: FEATURES.localization,
  labels: textLanguageLabels,
  titleOf: (row) => row.name,
  fields: [
    { name: 'name', label: textLanguageLabels.language, type: 'text', list: { sortable: true } },
    { name: 'code', label: languageLabels.code, type: 'text', list: {} },
    {
      name: 'translation', label: textLanguageLabels.translation, type: 'textarea', list: {},
      display: (row, intl) => row.translation ?? intl.formatMessage(textLanguageLabels.missing),
    },
  ],
  api: { list: async (query, { textId }) => localPage(await languagesOfText(textId), query) },
  routes: {
    list: textPage,
    record: (row, { textId }) =>
      row.translation_id === null ? newTranslationPage(textId, row.id) : adminPath(`/localizations/translations/${row.translation_id}`),
  },
};
