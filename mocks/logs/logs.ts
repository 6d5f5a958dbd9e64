// Logs (contract tag Logs): read-only; the backend writes them (db/logs.ts). Tenant-scoped: a
// tenant's user reads the call's tenant's entries and the tenant-less ones they caused (their own
// sign-ins); only a super admin reads every tenant's (or one's, with tenant_id).
import type { HttpHandler } from 'msw';
import type { Log } from '@/api/models';
import { anyOf, hasId } from '../crud/filters';
import { resourceHandlers, type CrudContext } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { LogRecord } from '../db/records';

function serializeLog(log: LogRecord): Log {
  const data = db();
  const user = log.user_id === null ? undefined : data.users.find((u) => u.id === log.user_id);
  const tenant = log.tenant_id === null ? undefined : data.tenants.find((t) => t.id === log.tenant_id);
  return { ...log, user_email: user?.email ?? null, tenant_name: tenant?.name ?? null, data: log.data && { ...log.data } };
}

/** undefined: every entry (a super admin reading without tenant_id). */
function visibleLogs({ user, scope }: CrudContext): ((log: LogRecord) => boolean) | undefined {
  const tenantId = scope.visibleIn;
  if (tenantId === undefined) return undefined;
  if (scope.superAdmin) return (log) => log.tenant_id === tenantId;
  return (log) => log.tenant_id === tenantId || (log.tenant_id === null && log.user_id === user.id);
}

export function logHandlers(): HttpHandler[] {
  return resourceHandlers({
    path: '/api/v1/logs',
    table: () => db().logs,
    permission: 'logs',
    operations: ['list', 'get'],
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
    visible: visibleLogs,
    serialize: serializeLog,
  });
}
