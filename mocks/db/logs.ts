// The backend's own log (contract: Log), in spatie/laravel-activitylog's shape: an event, its
// subject (model type, id and what it was called), its causer, and for writes the changed
// attributes with their old values. The API only reads it, each tenant its own (logs/logs.ts).
import type { Id, LogEvent, LogModelType } from '@/api/models';
import { now, timestamp } from '../clock';
import { db } from './database';
import { nextId } from './next-id';
import type { LogRecord, UserRecord } from './records';

export interface LogEntry {
  user: UserRecord | undefined;
  /** The tenant whose log it is in (its record's, or the call's); null: no tenant's (a sign-in). */
  tenantId: Id | null;
  /** The server's own sentence (English): what the app shows for an event it does not know. */
  message: string;
  event?: LogEvent;
  result?: LogRecord['result'];
  modelType?: LogModelType;
  modelId?: Id;
  /** What the record is called now (a name, an order number, an e-mail address). */
  subjectLabel?: string | null;
  data?: Record<string, unknown>;
}

export function writeLog({ user, tenantId, message, event, result = 'SUCCESSFUL', modelType, modelId, subjectLabel, data }: LogEntry): LogRecord {
  const logs = db().logs;
  const stamp = timestamp(now());
  const entry: LogRecord = {
    id: nextId(logs),
    created_at: stamp,
    updated_at: stamp,
    result,
    user_id: user?.id ?? null,
    tenant_id: tenantId,
    message,
    event: event ?? null,
    model_type: modelType ?? null,
    model_id: modelId ?? null,
    subject_label: subjectLabel ?? null,
    data: data ?? null,
  };
  logs.push(entry);
  return entry;
}

/** Never in a log: what a field of this name holds must not be read back (activitylog's logExcept). */
const SECRET = /password|token|secret|recovery|card|cvc|expiration/i;
/** Kept by the server, not changed by anyone: not a change worth a line. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

type Attributes = Record<string, unknown>;

function shown(key: string, value: unknown): unknown {
  return SECRET.test(key) ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The properties of a write: `attributes` (new values) and `old` (values before), with only the
 * changed fields on an update; secrets listed with the value null.
 */
export function changeSet(before: object | undefined, after: object | undefined): { old?: Attributes; attributes?: Attributes } {
  const [was, now] = [before as Attributes | undefined, after as Attributes | undefined];
  const keys = new Set([...Object.keys(was ?? {}), ...Object.keys(now ?? {})].filter((key) => !BOOKKEEPING.has(key)));
  const old: Attributes = {};
  const attributes: Attributes = {};
  for (const key of keys) {
    if (was && now && same(was[key], now[key])) continue;
    if (was) old[key] = shown(key, was[key]);
    if (now) attributes[key] = shown(key, now[key]);
  }
  return { ...(before ? { old } : {}), ...(after ? { attributes } : {}) };
}
