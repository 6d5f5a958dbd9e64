// The audit trail of the CRUD factory (contract: Log, LogEvent): every create, update and delete
// through it leaves an entry in activitylog's shape — the subject, the causer, the changed fields
// with their old values — in the log of a tenant the record belongs to (or of none, for what
// belongs to the whole application: languages, roles, features…).
import type { Id, LogModelType } from '@/api/models';
import { changeSet, writeLog } from '../db/logs';
import { linkedTenantIds } from '../db/tenant-links';
import type { ModelType } from '@/api/models';
import type { RouteContext } from '../route';
import type { TenantScope } from './tenant-scope';

export interface AuditSubject<R> {
  type: LogModelType;
  /** What the record is called (default: its name, e-mail address, title, key or number). */
  label?: (record: R) => string | null;
  /**
   * The tenants the record belongs to; the entry goes to the call's tenant when it is one of them,
   * else to the first. Default: the record's tenant links; an empty list (or `global`): no tenant's.
   */
  tenants?: (record: R) => Id[];
  /** Belongs to the whole application: the entry is no tenant's. */
  global?: boolean;
}

type Event = 'created' | 'updated' | 'deleted';
/** Who acts, and the tenant the call is made in (a CRUD call's context has both). */
export type AuditContext = Pick<RouteContext<'verified'>, 'user'> & { scope: TenantScope };
/** A stored record (the CRUD factory's Row has its stamps too). */
type Row = { id: Id };

function defaultLabel(record: object): string | null {
  const row = record as Record<string, unknown>;
  const found = ['name', 'email', 'title', 'key', 'order_number', 'contact'].map((key) => row[key]).find((value) => typeof value === 'string' && value !== '');
  return (found as string | undefined) ?? null;
}

function entryTenant<R extends Row>(subject: AuditSubject<R>, record: R, context: AuditContext): Id | null {
  if (subject.global) return null;
  const tenants = subject.tenants ? subject.tenants(record) : linkedTenantIds(subject.type as ModelType, record.id);
  const callTenant = context.scope.tenantId;
  if (callTenant !== undefined && tenants.includes(callTenant)) return callTenant;
  return tenants[0] ?? null;
}

/** Writes the entry of one write; an update that changed nothing writes none. */
export function auditWrite<R extends Row>(
  subject: AuditSubject<R> | undefined, context: AuditContext, event: Event, before: R | undefined, after: R | undefined,
): void {
  const record = after ?? before;
  if (!subject || !record) return;
  const data = changeSet(before, after);
  if (event === 'updated' && Object.keys(data.attributes ?? {}).length === 0) return;
  const label = (subject.label ?? defaultLabel)(record);
  writeLog({
    user: context.user, tenantId: entryTenant(subject, record, context), event, modelType: subject.type, modelId: record.id,
    subjectLabel: label, message: `Record ${subject.type}#${record.id}${label ? ` (${label})` : ''} ${event}.`, data,
  });
}

/** An event about a record other than a write (an invitation sent), in the log of its tenant. */
export function auditEvent<R extends Row>(
  subject: AuditSubject<R>, context: AuditContext, event: 'invited', record: R, attributes: Record<string, unknown>,
): void {
  const label = (subject.label ?? defaultLabel)(record);
  writeLog({
    user: context.user, tenantId: entryTenant(subject, record, context), event, modelType: subject.type, modelId: record.id,
    subjectLabel: label, message: `Record ${subject.type}#${record.id}${label ? ` (${label})` : ''} ${event}.`, data: { attributes },
  });
}

/** A copy of a record as it is now (its nested values too), to compare after an update. */
export function snapshot<R>(record: R): R {
  return structuredClone(record);
}

/** A record tied to or untied from another (a role to a user, a permission to a role): one entry each. */
export function auditLinks(
  causer: AuditContext['user'], event: 'linked' | 'unlinked',
  subject: { type: LogModelType; id: Id; label: string | null; tenantId: Id | null },
  others: { key: 'role' | 'permission'; name: string }[],
): void {
  for (const other of others) {
    writeLog({
      user: causer, tenantId: subject.tenantId, event, modelType: subject.type, modelId: subject.id, subjectLabel: subject.label,
      message: `Record ${subject.type}#${subject.id} ${event} ${other.key} ${other.name}.`, data: { attributes: { [other.key]: other.name } },
    });
  }
}
