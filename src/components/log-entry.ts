// A log entry in the reader's language (contract: Log, LogEvent): the app words it from its event,
// its subject and what the subject was called; the server's own sentence (English) is the fallback
// for an event the app does not know. Also the entry's changes, field by field.
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Log, LogEvent } from '@/api/models';
import { formatCalendarDate, isIsoDate } from '@/lib/dates';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/order-status';
import { modelTypeLabels } from './model-types';
import { orderStatusLabels } from './ordering/order-status';

const sentences = defineMessages<LogEvent>({
  created: { id: 'logEntry.created', defaultMessage: 'Created {subject}' },
  updated: { id: 'logEntry.updated', defaultMessage: 'Changed {subject}' },
  deleted: { id: 'logEntry.deleted', defaultMessage: 'Deleted {subject}' },
  linked: { id: 'logEntry.linked', defaultMessage: 'Linked {subject} to {other}' },
  unlinked: { id: 'logEntry.unlinked', defaultMessage: 'Unlinked {subject} from {other}' },
  status_changed: { id: 'logEntry.statusChanged', defaultMessage: '{subject}: {from} → {to}' },
  generated: { id: 'logEntry.generated', defaultMessage: '{count, plural, one {Generated # bill} other {Generated # bills}} for {from} – {till}' },
  notified: { id: 'logEntry.notified', defaultMessage: 'Sent {subject} to {email}' },
  invited: { id: 'logEntry.invited', defaultMessage: 'Sent an invitation to {subject}' },
  signed_in: { id: 'logEntry.signedIn', defaultMessage: 'Signed in' },
  sign_in_failed: { id: 'logEntry.signInFailed', defaultMessage: 'Failed sign-in for {email}' },
});

const words = {
  named: defineMessage<{ model: string; name: string }>({ id: 'logEntry.subject.named', defaultMessage: '{model} “{name}”' }),
  numbered: defineMessage<{ model: string; id: string }>({ id: 'logEntry.subject.numbered', defaultMessage: '{model} #{id}' }),
  unknown: defineMessage({ id: 'logEntry.unknown', defaultMessage: 'unknown' }),
};

type Attributes = Record<string, unknown>;

function part(log: Log, key: 'old' | 'attributes'): Attributes {
  const value = log.data?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Attributes) : {};
}

/** 'restaurant “Chez Marcel”', 'order #12', or the kind of record alone. */
export function logSubject(log: Pick<Log, 'model_type' | 'model_id' | 'subject_label'>, intl: IntlShape): string {
  if (log.model_type === null) return intl.formatMessage(words.unknown);
  const model = intl.formatMessage(modelTypeLabels[log.model_type]);
  if (log.subject_label) return intl.formatMessage(words.named, { model, name: log.subject_label });
  return log.model_id === null ? model : intl.formatMessage(words.numbered, { model, id: String(log.model_id) });
}

const isStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

function statusWord(value: unknown, intl: IntlShape): string {
  return isStatus(value) ? intl.formatMessage(orderStatusLabels[value]) : String(value ?? '');
}

/** The entry as a sentence in the reader's language; the server's message for an unknown event. */
export function logSentence(log: Log, intl: IntlShape): string {
  const event = log.event;
  const message: MessageDescriptor | undefined = event === null ? undefined : sentences[event];
  if (!message) return log.message;
  const old = part(log, 'old');
  const now = part(log, 'attributes');
  const dateOf = (value: unknown) => (isIsoDate(value) ? formatCalendarDate(intl, value) : '');
  return intl.formatMessage(message, {
    subject: logSubject(log, intl),
    other: String(now.tenant_name ?? now.role ?? now.permission ?? now.tenant_id ?? ''),
    from: event === 'generated' ? dateOf(now.from) : statusWord(old.status, intl),
    to: statusWord(now.status, intl),
    till: dateOf(now.till),
    count: typeof now.count === 'number' ? now.count : 0,
    email: String(now.email ?? log.subject_label ?? ''),
  });
}

export interface LogChange {
  /** The field's name as the record has it, dotted for a nested one ('menu_defaults.price'). */
  field: string;
  old: unknown;
  new: unknown;
  /** Only one side exists (a record created or deleted). */
  side: 'both' | 'new' | 'old';
}

const isObject = (value: unknown): value is Attributes => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What an entry changed, field by field; a nested object's fields one by one. */
export function logChanges(log: Log): LogChange[] {
  const old = part(log, 'old');
  const now = part(log, 'attributes');
  const hasOld = log.data?.old !== undefined;
  const hasNew = log.data?.attributes !== undefined;
  if (!hasOld && !hasNew) return [];
  const side: LogChange['side'] = hasOld && hasNew ? 'both' : hasNew ? 'new' : 'old';
  const changes: LogChange[] = [];
  for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const [before, after] = [old[field], now[field]];
    if (isObject(before) || isObject(after)) {
      const inner = { ...(isObject(before) ? before : {}), ...(isObject(after) ? after : {}) };
      for (const key of Object.keys(inner)) {
        const [a, b] = [isObject(before) ? before[key] : undefined, isObject(after) ? after[key] : undefined];
        if (side !== 'both' || JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field: `${field}.${key}`, old: a, new: b, side });
      }
    } else changes.push({ field, old: before, new: after, side });
  }
  return changes;
}
