// The backend's own log (contract: Log): entries the server writes as things happen; the API only
// reads them, each tenant its own (logs/logs.ts).
import type { Id, ModelType } from '@/api/models';
import { now, timestamp } from '../clock';
import { db } from './database';
import { nextId } from './next-id';
import type { LogRecord, UserRecord } from './records';

export interface LogEntry {
  user: UserRecord | undefined;
  /** The tenant whose log it is in (its record's, or the call's); null: no tenant's (a sign-in). */
  tenantId: Id | null;
  message: string;
  result?: LogRecord['result'];
  modelType?: ModelType;
  modelId?: Id;
  data?: Record<string, unknown>;
}

export function writeLog({ user, tenantId, message, result = 'SUCCESSFUL', modelType, modelId, data }: LogEntry): LogRecord {
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
    model_type: modelType ?? null,
    model_id: modelId ?? null,
    data: data ?? null,
  };
  logs.push(entry);
  return entry;
}
