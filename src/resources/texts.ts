// Texts (spec §2): a message id of the application and its default wording. A text's page lists
// its translations, one row per language; a missing one is added from there.
import { defineMessages } from 'react-intl';
import { readable } from '@/api/crud';
import { createTextTranslation } from '@/api/localization';
import type { Text, Translation } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { collection } from './collection';
import { idField, timestampFields } from './shared';
import { languagesOfTextDefinition, textPage, type TextLanguage, type TextParams } from './text-languages';
import { languageChoices, translationLabels } from './translations';

export const textLabels = defineMessages({
  plural: { id: 'resources.texts.plural', defaultMessage: 'Texts' },
  singular: { id: 'resources.texts.singular', defaultMessage: 'Text' },
  create: { id: 'resources.texts.create', defaultMessage: 'New text' },
  entity: { id: 'resources.texts.entity', defaultMessage: 'text' },
  navDescription: { id: 'nav.texts.description', defaultMessage: 'The wordings of Lunch, and their translations.' },
  key: { id: 'resources.texts.key', defaultMessage: 'Key' },
  keyHelp: { id: 'resources.texts.keyHelp', defaultMessage: 'The message id it replaces, words joined by dots, e.g. landing.title.' },
  keyFormat: { id: 'resources.texts.keyFormat', defaultMessage: 'Use letters, digits, _ or -, in at least two parts joined by dots, e.g. landing.title' },
  default: { id: 'resources.texts.default', defaultMessage: 'Default wording' },
  defaultHelp: { id: 'resources.texts.defaultHelp', defaultMessage: 'The English wording, and the wording of languages Lunch does not come with until they have a translation.' },
  untranslatedIn: { id: 'resources.texts.untranslatedIn', defaultMessage: 'Untranslated in' },
});

export const texts: ResourceDefinition<Text> = {
  key: 'texts',
  logModelType: 8,
  permission: 'texts',
  feature: FEATURES.localization,
  labels: textLabels,
  nav: { group: 'localizations', order: 20, description: textLabels.navDescription },
  titleOf: (text) => text.key,
  searchable: true,
  filters: [{ field: 'untranslated', param: 'missing_language_id', choices: { label: textLabels.untranslatedIn, reference: { load: languageChoices } } }],
  fields: [
    {
      name: 'key', label: textLabels.key, type: 'text', required: true, maxLength: 255, help: textLabels.keyHelp,
      pattern: { regex: /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/, message: textLabels.keyFormat }, list: { sortable: true }, form: {},
    },
    idField(),
    { name: 'default', label: textLabels.default, type: 'textarea', required: true, maxLength: 65535, help: textLabels.defaultHelp, list: {}, form: {} },
    ...timestampFields(),
  ],
  ...collection('/api/v1/texts', '/localizations/texts'),
  children: [{ resource: () => textLanguages, params: (text) => ({ textId: text.id }) }],
};

export const textLanguages: ResourceDefinition<TextLanguage, TextParams> = {
  ...languagesOfTextDefinition,
  parent: { resource: () => texts, id: (params) => params.textId },
};

/** /admin/localizations/texts/{id}/languages/{languageId}/translations/create: a missing translation. */
export const newTextTranslation: ResourceDefinition<Translation, TextParams & { languageId: number }> = {
  key: 'text-translations',
  permission: 'translations',
  feature: FEATURES.localization,
  labels: translationLabels,
  titleOf: (translation) => translation.language_code,
  fields: [{ name: 'translation', label: translationLabels.translation, type: 'textarea', required: true, maxLength: 65535, form: {} }],
  api: {
    list: (query, { textId }, signal) => readable('/api/v1/translations').list({ ...query, text_id: textId }, signal),
    create: (input, { textId, languageId }) => createTextTranslation(textId, languageId, { translation: String(input.translation ?? '') }),
  },
  routes: { list: textPage },
  parent: { resource: () => texts, id: (params) => params.textId },
};
