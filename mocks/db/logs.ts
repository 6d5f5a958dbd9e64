// The backend's own log (contract: Log): entries the server writes as things happen; the API only
// reads them.
import type { Id, ModelType } from '@/api/models';
import { now, timestamp } from '../clock';
import { db } from './database';
import { nextId } from './next-id';
import type { LogRecord, UserRecord } from './records';

export interface LogEntry {
  user: UserRecord | undefined;
  message: string;
  result?: LogRecord['result'];
  modelType?: ModelType;
  modelId?: Id;
  data?: Record<string, unknown>;
}

export function writeLog({ user, message, result = 'SUCCESSFUL', modelType, modelId, data }: LogEntry): LogRecord {
  const logs = db().logs;
  const stamp = timestamp(now());
  const entry: LogRecord = {
    id: nextId(logs),
    created_at: stamp,
    updated_at: stamp,
    result,
    user_id: user?.id ?? null,
    message,
    model_type: modelType ?? null,
    model_id: modelId ?? null,
    data: data ?? null,
  };
  logs.push(entry);
  return entry;
}
