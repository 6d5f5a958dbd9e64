// Logs (spec §3: timestamp, result, user, message, model, data): the backend writes them, the admin
// area only reads them — no create, edit or delete, as befits an audit log. A log's data is shown
// by features/logs (a drawer from each row).
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { crud, readable } from '@/api/crud';
import type { Log } from '@/api/models';
import { logSentence } from '@/components/log-entry';
import { MODEL_TYPE_OPTIONS, modelTypeLabels } from '@/components/model-types';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { Choice } from '@/lib/field-definition';
import { recordPage } from './log-records';
import { idField } from './shared';
import { tenantLabels } from './tenants';

export const logLabels = defineMessages({
  plural: { id: 'resources.logs.plural', defaultMessage: 'Logs' },
  singular: { id: 'resources.logs.singular', defaultMessage: 'Log' },
  create: { id: 'resources.logs.create', defaultMessage: 'New log' },
  entity: { id: 'resources.logs.entity', defaultMessage: 'log' },
  navDescription: { id: 'nav.logs.description', defaultMessage: 'Who changed what, and whether it worked.' },
  timestamp: { id: 'resources.logs.timestamp', defaultMessage: 'Timestamp' },
  result: { id: 'resources.logs.result', defaultMessage: 'Result' },
  SUCCESSFUL: { id: 'resources.logs.result.successful', defaultMessage: 'Successful' },
  UNSUCCESSFUL: { id: 'resources.logs.result.unsuccessful', defaultMessage: 'Unsuccessful' },
  user: { id: 'resources.logs.user', defaultMessage: 'User' },
  message: { id: 'resources.logs.message', defaultMessage: 'Message' },
  model: { id: 'resources.logs.model', defaultMessage: 'Model' },
});

const modelRecord = defineMessage<{ model: string; id: string }>({ id: 'resources.logs.modelRecord', defaultMessage: '{model} #{id}' });

const RESULT_OPTIONS = (['SUCCESSFUL', 'UNSUCCESSFUL'] as const).map((value) => ({ value, label: logLabels[value] }));

/** The log's user as the table names them: their e-mail address, else their id (a deleted user). */
function userName(log: Log): string | undefined {
  return log.user_email ?? (log.user_id === null ? undefined : `#${log.user_id}`);
}

/** 'order #172', or the model's name alone for a log about a kind of record (bills generated). */
export function modelName(log: Pick<Log, 'model_type' | 'model_id'>, intl: IntlShape): string | undefined {
  if (log.model_type === null) return undefined;
  const model = intl.formatMessage(modelTypeLabels[log.model_type]);
  return log.model_id === null ? model : intl.formatMessage(modelRecord, { model, id: String(log.model_id) });
}

/** The user filter's choices (shown to those who may list users): users by e-mail address. */
async function userChoices(search: string): Promise<Choice[]> {
  const page = await crud('/api/v1/users').list({ search: search || undefined, per_page: 100, order_by: 'email', order_dir: 'asc' });
  return page.data.map((user) => ({ value: user.id, label: user.email }));
}

const calls = () => readable('/api/v1/logs');

export const logs: ResourceDefinition<Log> = {
  key: 'logs',
  permission: 'logs',
  feature: FEATURES.logs,
  labels: logLabels,
  nav: { group: 'logs', order: 10, description: logLabels.navDescription },
  titleOf: (log) => log.message,
  dateFilter: logLabels.timestamp,
  searchable: true,
  filters: [
    { field: 'result', param: 'result' },
    { field: 'model_type', param: 'model_type' },
    { field: 'user_id', param: 'user_id', permission: 'users.view' },
  ],
  fields: [
    { name: 'created_at', label: logLabels.timestamp, type: 'datetime', list: { sortable: true } },
    idField(),
    {
      name: 'result', label: logLabels.result, type: 'enum', enumOptions: RESULT_OPTIONS, list: { primary: true },
      tone: (log) => (log.result === 'SUCCESSFUL' ? 'success' : 'danger'),
    },
    {
      name: 'user_id', label: logLabels.user, type: 'reference', reference: { load: userChoices }, list: {},
      display: userName, link: (log) => recordPage(1, log.user_id),
    },
    // A tenant's users read only their tenant's entries: the column is for super admins, who read all
    // (or one tenant's, chosen in the header).
    { name: 'tenant_name', label: tenantLabels.singular, type: 'text', list: {}, feature: FEATURES.multiTenancy, acrossTenants: true },
    // Worded in the reader's language from the entry's event (the server's sentence for an unknown one).
    { name: 'message', label: logLabels.message, type: 'text', list: {}, display: (log, intl) => logSentence(log, intl) },
    {
      name: 'model_type', label: logLabels.model, type: 'enum', enumOptions: MODEL_TYPE_OPTIONS, list: {},
      display: modelName, link: (log) => recordPage(log.model_type, log.model_id),
    },
  ],
  api: {
    list: (query, _params, signal) => calls().list(query, signal),
    get: (id) => calls().get(id),
  },
  routes: { list: () => adminPath('/logs') },
};
