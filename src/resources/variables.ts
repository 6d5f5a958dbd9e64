// Variables (variables feature, contract tag Variables): settings changed without a new version —
// a key, a typed value and a scope: global, or one tenant's override of the global value. The value's
// control follows its type (a 'typed' field). Global values are the super admin's; a tenant's
// administrator reads them and writes their own tenant's overrides. The keys the app reads are in
// src/stores/variables.ts.
import { defineMessages } from 'react-intl';
import type { Variable, VariableType } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import type { Choice, FieldType } from '@/lib/field-definition';
import { isSuperAdmin } from '@/lib/permissions';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { currentUser } from '@/stores/session';
import { collection } from './collection';
import { commonLabels, idField, namedChoices, timestampFields } from './shared';

export const variableLabels = defineMessages({
  plural: { id: 'resources.variables.plural', defaultMessage: 'Variables' },
  singular: { id: 'resources.variables.singular', defaultMessage: 'Variable' },
  create: { id: 'resources.variables.create', defaultMessage: 'New variable' },
  entity: { id: 'resources.variables.entity', defaultMessage: 'variable' },
  navDescription: {
    id: 'nav.variables.description',
    defaultMessage: 'Settings you change without a new version: the support address, deadlines, limits, an announcement.',
  },
  key: { id: 'resources.variables.key', defaultMessage: 'Key' },
  keyHelp: {
    id: 'resources.variables.keyHelp',
    defaultMessage:
      'The app reads support_email (e-mail address), default_order_deadline (time), salary_deduction_monthly_limit (amount) and landing_announcement (text).',
  },
  keyFormat: { id: 'resources.variables.keyFormat', defaultMessage: 'Write the key in lower case with underscores, e.g. support_email' },
  type: { id: 'resources.variables.type', defaultMessage: 'Type' },
  value: { id: 'resources.variables.value', defaultMessage: 'Value' },
  scope: { id: 'resources.variables.scope', defaultMessage: 'Scope' },
  scopeHelp: {
    id: 'resources.variables.scopeHelp',
    defaultMessage: 'A tenant: its own value, over the global one. Empty: the global value, for every tenant without its own (super administrators only).',
  },
  global: { id: 'resources.variables.global', defaultMessage: 'Global' },
  text: { id: 'resources.variables.type.text', defaultMessage: 'Text' },
  number: { id: 'resources.variables.type.number', defaultMessage: 'Number' },
  boolean: { id: 'resources.variables.type.boolean', defaultMessage: 'Yes or no' },
  time: { id: 'resources.variables.type.time', defaultMessage: 'Time' },
  money: { id: 'resources.variables.type.money', defaultMessage: 'Amount of money' },
  email: { id: 'resources.variables.type.email', defaultMessage: 'E-mail address' },
  url: { id: 'resources.variables.type.url', defaultMessage: 'Web address' },
  globalRefused: {
    id: 'resources.variables.globalRefused',
    defaultMessage: 'Only a super administrator can change or delete a global value. Create your tenant’s own value with the same key instead.',
  },
});

const TYPES: readonly VariableType[] = ['text', 'number', 'boolean', 'time', 'money', 'email', 'url'];

/** The control and format of each type's value. */
const VALUE_FIELDS: Record<VariableType, FieldType> = {
  text: 'textarea', number: 'decimal', boolean: 'boolean', time: 'time', money: 'money', email: 'email', url: 'url',
};

const KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** The scopes the signed-in user may give: every tenant for a super admin, else their own. */
async function scopeChoices(search: string): Promise<Choice[]> {
  const user = currentUser();
  if (isSuperAdmin(user)) return namedChoices('/api/v1/tenants', search);
  const needle = search.trim().toLocaleLowerCase();
  return (user?.tenants ?? []).filter((tenant) => tenant.name.toLocaleLowerCase().includes(needle)).map((tenant) => ({ value: tenant.id, label: tenant.name }));
}

/** A global value, for someone who is not a super admin: refused before anything is sent. */
const globalRefusal = (variable: Variable | undefined, user: Parameters<typeof isSuperAdmin>[0]) =>
  variable && variable.tenant_id === null && !isSuperAdmin(user) ? variableLabels.globalRefused : undefined;

export const variables: ResourceDefinition<Variable> = {
  key: 'variables',
  logModelType: 16,
  permission: 'variables',
  feature: FEATURES.variables,
  labels: variableLabels,
  nav: { group: 'settings', order: 40, description: variableLabels.navDescription },
  titleOf: (variable) => (variable.tenant_name ? `${variable.key} · ${variable.tenant_name}` : variable.key),
  searchable: true,
  filters: [
    { field: 'tenant_id', param: 'tenant_ids[]', feature: FEATURES.multiTenancy },
    { field: 'type', param: 'type[]' },
  ],
  fields: [
    {
      name: 'key', label: variableLabels.key, type: 'text', required: true, maxLength: 100, help: variableLabels.keyHelp,
      pattern: { regex: KEY, message: variableLabels.keyFormat }, list: { sortable: true }, form: {},
    },
    idField(),
    {
      name: 'tenant_id', label: variableLabels.scope, type: 'reference', reference: { load: scopeChoices }, help: variableLabels.scopeHelp,
      display: (variable, intl) => variable.tenant_name ?? intl.formatMessage(variableLabels.global),
      list: { sortable: true, primary: true }, form: { createOnly: true, shownOnEdit: true },
    },
    {
      name: 'type', label: variableLabels.type, type: 'enum', required: true, list: { sortable: true }, form: {},
      enumOptions: TYPES.map((value) => ({ value, label: variableLabels[value] })),
    },
    { name: 'value', label: variableLabels.value, type: 'typed', required: true, maxLength: 1000, typedBy: { field: 'type', types: VALUE_FIELDS }, list: {}, form: {} },
    { name: 'description', label: commonLabels.description, type: 'textarea', maxLength: 1000, list: { hidden: true }, form: {} },
    ...timestampFields(),
  ],
  // A tenant's administrator starts on their tenant's own value; a super admin on a global one.
  defaults: (user) => ({ type: 'text', tenant_id: isSuperAdmin(user) ? null : (user?.tenants?.[0]?.id ?? null) }),
  refuse: {
    save: (_input, variable, user) => globalRefusal(variable, user),
    delete: (variable, user) => globalRefusal(variable, user),
  },
  ...collection('/api/v1/variables', '/settings/variables'),
};
