// A record's History (issue 28): the log entries about it, newest first and paged — who did what
// and when, in the reader's language, and for each change the field's old and new values. Read
// from the logs list (model_type + model_id), so it shows what the reader's tenant may read.
import { Card, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { readable } from '@/api/crud';
import type { Log, LogModelType } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { logChanges, logSentence, type LogChange } from '@/components/log-entry';
import type { FieldDefinition } from '@/lib/field-definition';
import { FEATURES } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import type { PageOf, ResourceDefinition } from '@/lib/resource-definition';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { formatValue } from './field-format';
import { crudMessages } from './messages';
import { pagerItemRender } from './table-pager';
import './record-history.css';

const messages = defineMessages({
  title: { id: 'crud.history.title', defaultMessage: 'History' },
  empty: { id: 'crud.history.empty', defaultMessage: 'No change has been recorded for this record yet.' },
  bySystem: { id: 'crud.history.bySystem', defaultMessage: 'by the system' },
  failed: { id: 'crud.history.failed', defaultMessage: 'Unsuccessful' },
  field: { id: 'crud.history.field', defaultMessage: 'Field' },
  before: { id: 'crud.history.before', defaultMessage: 'Before' },
  after: { id: 'crud.history.after', defaultMessage: 'After' },
  hidden: { id: 'crud.history.hidden', defaultMessage: 'hidden' },
});
const byUser = defineMessage<{ user: string }>({ id: 'crud.history.by', defaultMessage: 'by {user}' });
const changesOf = defineMessage<{ entry: string }>({ id: 'crud.history.changes', defaultMessage: 'Changes of {entry}' });

const PER_PAGE = 10;

interface Props<T> {
  modelType: LogModelType;
  /** The record as it is now: its id, its version (a save reads the history again), the values around a change. */
  record: T & { id: number; updated_at?: string };
  /** The record's fields: their labels and formats name and show the changed values. */
  fields: FieldDefinition<T>[];
}

/**
 * A value as the record's field would show it. `context` is the record around it (its other
 * values then, else now): a field typed by another (a variable's value) reads its type there.
 */
function shownValue<T>(intl: IntlShape, field: FieldDefinition<T>, name: string, value: unknown, secret: boolean, context: object): string {
  if (secret) return intl.formatMessage(messages.hidden);
  if (value === null || value === undefined || value === '') return intl.formatMessage(crudMessages.none);
  const { display: _display, ...plain } = field; // a display reads the whole record, which an entry does not hold
  const text = formatValue(intl, plain as FieldDefinition<T>, { ...context, ...setAt(name, value) } as T);
  if (text) return text;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function setAt(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

const SECRET = /password|token|secret|recovery|card|cvc/i;

interface Shown<T> {
  change: LogChange;
  field: FieldDefinition<T>;
}

function ChangeTable<T>({ rows, caption, context }: { rows: Shown<T>[]; caption: string; context: { old: object; new: object } }) {
  const intl = useIntl();
  const side = rows[0]?.change.side ?? 'both';
  return (
    <table className="record-history-changes">
      <caption className="l-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.field)}</th>
          {side !== 'new' && <th scope="col">{intl.formatMessage(messages.before)}</th>}
          {side !== 'old' && <th scope="col">{intl.formatMessage(messages.after)}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ change, field }) => {
          const secret = SECRET.test(change.field);
          return (
            <tr key={change.field}>
              <th scope="row">{intl.formatMessage(field.label)}</th>
              {side !== 'new' && <td>{shownValue(intl, field, change.field, change.old, secret, context.old)}</td>}
              {side !== 'old' && <td>{shownValue(intl, field, change.field, change.new, secret, context.new)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Events whose changes are the record's fields; the others' sentence says what happened (a role linked). */
const CHANGING: ReadonlySet<Log['event']> = new Set(['created', 'updated', 'deleted', 'status_changed', null]);

function HistoryEntry<T>({ log, fields, record }: { log: Log; fields: FieldDefinition<T>[]; record: object }) {
  const intl = useIntl();
  const sentence = logSentence(log, intl);
  // Only the fields the reader's pages show: the rest is the backend's bookkeeping.
  const rows = CHANGING.has(log.event)
    ? logChanges(log).flatMap((change) => {
        const field = fields.find((candidate) => candidate.name === change.field);
        return field && !(log.event === 'status_changed' && change.field === 'status') ? [{ change, field }] : [];
      })
    : [];
  const context = {
    old: { ...record, ...(log.data?.attributes as object | undefined), ...(log.data?.old as object | undefined) },
    new: { ...record, ...(log.data?.attributes as object | undefined) },
  };
  return (
    <li className="record-history-entry">
      <p className="record-history-line">
        <time dateTime={log.created_at}>{intl.formatDate(log.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {' · '}
        <span>{sentence}</span>
        {' · '}
        <span className="record-history-who">
          {log.user_email ? intl.formatMessage(byUser, { user: log.user_email }) : intl.formatMessage(messages.bySystem)}
        </span>
        {log.result === 'UNSUCCESSFUL' && <span className="record-history-failed"> · {intl.formatMessage(messages.failed)}</span>}
      </p>
      {rows.length > 0 && <ChangeTable rows={rows} context={context} caption={intl.formatMessage(changesOf, { entry: sentence })} />}
    </li>
  );
}

/**
 * A resource's record's History, where the reader may read the log (logs.view, the logs feature
 * on) and the resource names its log model type.
 */
export function ResourceHistory<T extends { id: number; updated_at?: string }>({ resource, record }: { resource: Pick<ResourceDefinition<T, never>, 'logModelType' | 'fields'>; record: T }) {
  const user = useSession((state) => state.user);
  const logsOn = useFeature(FEATURES.logs);
  if (resource.logModelType === undefined || !logsOn || !hasPermission(user, 'logs.view')) return null;
  return <RecordHistory modelType={resource.logModelType} record={record} fields={resource.fields} />;
}

export function RecordHistory<T>({ modelType, record, fields }: Props<T>) {
  const { id, updated_at: version } = record;
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([modelType, id, page, attempt, version]);
  const [result, setResult] = useState<{ key: string; page?: PageOf<Log>; error?: unknown }>({ key: '' });
  const loading = result.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    readable('/api/v1/logs')
      .list({ model_type: modelType, model_id: id, page, per_page: PER_PAGE, order_by: 'id', order_dir: 'desc' }, controller.signal)
      .then((answer) => setResult({ key, page: answer }))
      .catch((error: unknown) => !controller.signal.aborted && setResult({ key, error }));
    return () => controller.abort();
  }, [key, modelType, id, page]);

  const entries = result.page?.data ?? [];
  const total = result.page?.meta.total ?? 0;
  return (
    <Card title={<h2 className="record-history-title">{intl.formatMessage(messages.title)}</h2>} className="record-history" aria-busy={loading}>
      {result.error !== undefined && !loading ? (
        <ErrorAlert error={result.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : loading && !result.page ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : entries.length === 0 ? (
        <p className="record-history-empty">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <>
          <ol className="record-history-list">
            {entries.map((log) => (
              <HistoryEntry key={log.id} log={log} fields={fields} record={record} />
            ))}
          </ol>
          {total > PER_PAGE && (
            <Pagination
              current={page}
              pageSize={PER_PAGE}
              total={total}
              showSizeChanger={false}
              itemRender={pagerItemRender(intl)}
              onChange={setPage}
              size="small"
              align="end"
            />
          )}
        </>
      )}
    </Card>
  );
}
