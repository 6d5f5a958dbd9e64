// Logs (contract tag Logs): read-only and application-wide; the backend writes them (db/logs.ts).
import type { HttpHandler } from 'msw';
import type { Log } from '@/api/models';
import { anyOf, hasId } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { LogRecord } from '../db/records';

function serializeLog(log: LogRecord): Log {
  const user = log.user_id === null ? undefined : db().users.find((u) => u.id === log.user_id);
  return { ...log, user_email: user?.email ?? null, data: log.data && { ...log.data } };
}

export function logHandlers(): HttpHandler[] {
  return resourceHandlers({
    path: '/api/v1/logs',
    table: () => db().logs,
    permission: 'logs',
    operations: ['list', 'get'],
    tenantScoped: false,
    list: {
      searchable: [(log) => log.message],
      sortable: { id: (log) => log.id, created_at: (log) => log.created_at },
      dateField: (log) => log.created_at,
      filters: {
        result: anyOf((log) => log.result),
        user_id: hasId((log) => log.user_id),
        model_type: anyOf((log) => log.model_type),
        model_id: hasId((log) => log.model_id),
      },
    },
    serialize: serializeLog,
  });
}
