// Translations (spec §2): a text's wording in one language. Added from the text's page (one per
// text and language); listed, filtered by language, changed and deleted here.
import { defineMessages } from 'react-intl';
import { readable, crud, collectionCalls } from '@/api/crud';
import type { Translation } from '@/api/models';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { Choice } from '@/lib/field-definition';
import { idField, timestampFields } from './shared';

export const translationLabels = defineMessages({
  plural: { id: 'resources.translations.plural', defaultMessage: 'Translations' },
  singular: { id: 'resources.translations.singular', defaultMessage: 'Translation' },
  create: { id: 'resources.translations.create', defaultMessage: 'New translation' },
  entity: { id: 'resources.translations.entity', defaultMessage: 'translation' },
  navDescription: { id: 'nav.translations.description', defaultMessage: 'Every wording in every language, to check and correct.' },
  text: { id: 'resources.translations.text', defaultMessage: 'Text' },
  language: { id: 'resources.translations.language', defaultMessage: 'Language' },
  translation: { id: 'resources.translations.translation', defaultMessage: 'Translation' },
});

/** Languages to choose from, by name. */
export async function languageChoices(search: string): Promise<Choice[]> {
  const page = await crud('/api/v1/languages').list({ search: search || undefined, per_page: 100, order_by: 'name', order_dir: 'asc' });
  return page.data.map((language) => ({ value: language.id, label: language.name }));
}

const calls = () => readable('/api/v1/translations');
const list = () => adminPath('/localizations/translations');

export const translations: ResourceDefinition<Translation> = {
  key: 'translations',
  logModelType: 9,
  permission: 'translations',
  feature: FEATURES.localization,
  labels: translationLabels,
  nav: { group: 'localizations', order: 30, description: translationLabels.navDescription },
  titleOf: (translation) => `${translation.text_key} · ${translation.language_code}`,
  searchable: true,
  filters: [{ field: 'language_id', param: 'language_id' }],
  fields: [
    { name: 'text_key', label: translationLabels.text, type: 'text', list: {} },
    idField(),
    {
      name: 'language_id', label: translationLabels.language, type: 'reference', reference: { load: languageChoices },
      display: (translation) => translation.language_code, list: { sortable: true }, form: false,
    },
    { name: 'translation', label: translationLabels.translation, type: 'textarea', required: true, maxLength: 65535, list: {}, form: {} },
    ...timestampFields(),
  ],
  api: {
    list: (query, _params, signal) => calls().list(query, signal),
    get: (id) => calls().get(id),
    update: (id, input) => collectionCalls('/api/v1/translations').update(id, input),
    remove: (translation) => calls().remove(translation.id),
  },
  routes: { list, record: (translation) => `${list()}/${translation.id}` },
};
