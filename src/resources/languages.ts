// Languages (spec §3: default name, code, enabled, icon). The enabled ones are what the language
// switcher offers; the default language can be neither disabled nor deleted.
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { Language } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import { DEFAULT_LOCALE } from '@/lib/locale';
import type { ResourceApi, ResourceDefinition } from '@/lib/resource-definition';
import { languagesChanged } from '@/stores/languages';
import { collection } from './collection';
import { commonLabels, idField, timestampFields } from './shared';

export const languageLabels = defineMessages({
  plural: { id: 'resources.languages.plural', defaultMessage: 'Languages' },
  singular: { id: 'resources.languages.singular', defaultMessage: 'Language' },
  create: { id: 'resources.languages.create', defaultMessage: 'New language' },
  entity: { id: 'resources.languages.entity', defaultMessage: 'language' },
  navDescription: { id: 'nav.languages.description', defaultMessage: 'The languages Lunch is offered in.' },
  code: { id: 'resources.languages.code', defaultMessage: 'Code' },
  codeHelp: { id: 'resources.languages.codeHelp', defaultMessage: 'Two or three lower-case letters (ISO 639), e.g. de.' },
  codeFormat: { id: 'resources.languages.codeFormat', defaultMessage: 'Use two or three lower-case letters, e.g. de' },
  enabled: { id: 'resources.languages.enabled', defaultMessage: 'Enabled' },
  enabledHelp: { id: 'resources.languages.enabledHelp', defaultMessage: 'Offered in the language switcher.' },
  icon: { id: 'resources.languages.icon', defaultMessage: 'Flag' },
  iconHelp: { id: 'resources.languages.iconHelp', defaultMessage: 'The country code of its flag, e.g. gb for English.' },
  coverage: { id: 'resources.languages.coverage', defaultMessage: 'Coverage' },
  defaultNotDeleted: { id: 'resources.languages.defaultNotDeleted', defaultMessage: 'The default language cannot be deleted: Lunch falls back to its wording.' },
  defaultNotDisabled: { id: 'resources.languages.defaultNotDisabled', defaultMessage: 'The default language cannot be disabled: Lunch falls back to its wording.' },
});

const isDefault = (language: Pick<Language, 'code'>) => language.code === DEFAULT_LOCALE;

const coverageValue = defineMessage<{ share: number; translated: number; texts: number }>({
  id: 'resources.languages.coverageValue',
  defaultMessage: '{share, number, percent} ({translated} of {texts} texts)',
});

/** '83 % (10 of 12 texts)': how much of the app reads in the language. */
function coverageOf({ coverage }: Language, intl: IntlShape): string | undefined {
  if (!coverage) return undefined;
  const { translated, texts } = coverage;
  return intl.formatMessage(coverageValue, { share: texts ? translated / texts : 1, translated, texts });
}

export const languages: ResourceDefinition<Language> = {
  key: 'languages',
  logModelType: 7,
  permission: 'languages',
  feature: FEATURES.localization,
  labels: languageLabels,
  nav: { group: 'localizations', order: 10, description: languageLabels.navDescription },
  titleOf: (language) => language.name,
  searchable: true,
  filters: [{ field: 'enabled', param: 'enabled' }],
  fields: [
    { name: 'name', label: commonLabels.name, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    {
      name: 'code', label: languageLabels.code, type: 'text', required: true, maxLength: 3, help: languageLabels.codeHelp,
      pattern: { regex: /^[a-z]{2,3}$/, message: languageLabels.codeFormat }, list: { sortable: true }, form: {},
    },
    { name: 'enabled', label: languageLabels.enabled, type: 'boolean', help: languageLabels.enabledHelp, list: { sortable: true, primary: true }, form: {} },
    { name: 'icon', label: languageLabels.icon, type: 'text', maxLength: 255, help: languageLabels.iconHelp, list: {}, form: {} },
    { name: 'coverage', label: languageLabels.coverage, type: 'text', display: coverageOf, list: {}, form: false },
    ...timestampFields(),
  ],
  refuse: {
    delete: (language) => (isDefault(language) ? languageLabels.defaultNotDeleted : undefined),
    save: (input, language) => (language && isDefault(language) && input.enabled === false ? languageLabels.defaultNotDisabled : undefined),
  },
  ...switcherFollows(collection('/api/v1/languages', '/localizations/languages')),
};

/** After a language is created, changed or deleted, the switcher asks again which are enabled. */
function switcherFollows<T extends { api: ResourceApi<Language, P> }, P>(entity: T): T {
  const { create, update, remove } = entity.api;
  const then = async <R,>(result: Promise<R>) => {
    const value = await result;
    languagesChanged();
    return value;
  };
  return {
    ...entity,
    api: {
      ...entity.api,
      create: create && ((input, params) => then(create(input, params))),
      update: update && ((id, input, params) => then(update(id, input, params))),
      remove: remove && ((record, params) => then(remove(record, params))),
    },
  };
}
