// The CRUD handler factory: one resource definition → Laravel apiResource routes (index, show,
// store, update, destroy) through the route pipeline, with permissions (`<prefix>.<action>`, 403),
// tenant scoping (tenant-scope.ts), 404 for unknown or invisible records, 422 validation, Laravel
// pagination/search/sorting (list-query.ts; one selection serves every page, list-cache.ts),
// 200/201/204 answers, and the no-lost-update precondition of updates (`_updated_at` in the body:
// 412 with the current record when it is stale).
import type { HttpHandler } from 'msw';
import type { Id, ModelType } from '@/api/models';
import { parseTenantId } from '@/lib/tenancy';
import { nextStamp, now, timestamp } from '../clock';
import { nextId } from '../db/next-id';
import { linkRecord, unlinkRecords } from '../db/tenant-links';
import { userCan } from '../db/users';
import { translate } from '../messages';
import { forbidden, json, noContent, notFound } from '../responses';
import type { paths } from '@/api/schema.gen';
import { route, type RouteContext } from '../route';
import type { Input } from '../validation';
import {
  listPredicates, paginate, parseListQuery, selectRows, sortRows, type ListDefinition, type Predicate,
} from './list-query';
import { isSuperAdminUser, tenantScope, type TenantScope } from './tenant-scope';
import { auditWrite, snapshot, type AuditSubject } from './audit';
import { cachedRows, listCacheKey } from './list-cache';

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
const ALL_OPERATIONS: readonly Operation[] = ['list', 'get', 'create', 'update', 'delete'];
const ACTIONS: Record<Operation, string> = { list: 'view', get: 'view', create: 'create', update: 'update', delete: 'delete' };
export const RECORD_NOT_FOUND = 'Record not found.';

export interface Row {
  id: Id;
  created_at: string;
  updated_at: string;
}

/** What validate() returns: every stored field but the ones the server sets. */
export type Fields<R extends Row> = Omit<R, 'id' | 'created_at' | 'updated_at'>;

export interface CrudContext<P = unknown> extends RouteContext<'verified'> {
  operation: Operation;
  scope: TenantScope;
  /** What `parent` resolved (e.g. the restaurant of a nested route). */
  parent: P;
}

export interface ResourceDefinition<R extends Row, S, P = undefined> {
  /** The contract's collection path, e.g. `/api/v1/restaurants/{restaurantId}/menus`. */
  path: keyof paths & `/api/v1/${string}`;
  table: () => R[];
  /** Permission prefix: `tenants` → tenants.view / .create / .update / .delete. */
  permission: string;
  /** Per-operation overrides; null: no permission beyond being signed in. */
  permissions?: Partial<Record<Operation, string | null>>;
  operations?: readonly Operation[];
  /** false: `tenant_id` is ignored (tenants themselves). Default true. */
  tenantScoped?: boolean;
  /** Created records are linked to the call's tenant under this type; deleted ones unlinked. */
  modelType?: ModelType;
  /** The log's subject for writes (audit.ts); default: `modelType`, with the record's tenant links. */
  audit?: AuditSubject<R>;
  list: ListDefinition<R, CrudContext<P>>;
  /** Resolves the parent of a nested route, throwing 404 (called after the permission check). */
  parent?: (context: CrudContext<undefined>) => P;
  /** Called once per request: the records this call may see (tenant, parent); undefined: all. */
  visible?: (context: CrudContext<P>) => Predicate<R> | undefined;
  serialize: (record: R, context: CrudContext<P>) => S;
  /** The body; default: JSON or form fields (route's input()). */
  readInput?: (context: CrudContext<P>) => Promise<Input>;
  /** The record's fields from the input (throws the 422); `existing` on update. */
  validate?: (input: Input, context: CrudContext<P>, existing?: R) => Fields<R> | Promise<Fields<R>>;
  /** After a record is stored (e.g. link its creator). */
  afterCreate?: (record: R, context: CrudContext<P>) => void;
  /** After a record is updated, with a copy of it as it was (e.g. tell people what changed). */
  afterUpdate?: (record: R, before: R, context: CrudContext<P>) => void;
  /** Cascades before the record goes (its tenant links go with it). */
  onDelete?: (record: R, context: CrudContext<P>) => void;
}

/** The body field of an update's precondition: the `updated_at` of the version the client loaded. */
export const UPDATE_PRECONDITION = '_updated_at';

/**
 * Someone saved the record since the version the client loaded: the stamp it sent is not the
 * record's (compared as the strings the API sends). None sent (absent, null, empty): no check.
 */
export function isStale(record: Row, loaded: unknown): boolean {
  return loaded !== undefined && loaded !== null && loaded !== '' && loaded !== record.updated_at;
}

/** A record id (path or body): a whole number ≥ 1, else no record can match. */
export function parseId(value: unknown): Id | undefined {
  return parseTenantId(value); // the same "whole number ≥ 1" rule
}

export function resourceHandlers<R extends Row, S, P = undefined>(definition: ResourceDefinition<R, S, P>): HttpHandler[] {
  const operations = definition.operations ?? ALL_OPERATIONS;
  // The item path's parameter is read as `id` whatever the contract calls it ({menuId} …).
  const item = `${definition.path}/{id}`;
  const handlers: HttpHandler[] = [];
  type Run = (context: CrudContext<P>) => Promise<Response> | Response;
  const on = (operation: Operation, method: 'get' | 'post' | 'put' | 'delete', path: string, run: Run) => {
    if (operations.includes(operation)) {
      // `path` is the definition's contract path (typed above) or its item path.
      handlers.push(route(method, path as never, 'verified', (context) => run(prepare(definition, operation, context))));
    }
  };

  on('list', 'get', definition.path, (context) => {
    const query = parseListQuery(context.url, Object.keys(definition.list.sortable), context.locale);
    const table = definition.table();
    // What may be seen depends on the user (permissions, tenants) and the query, not on the page.
    const key = listCacheKey(`${definition.path} ${context.user.id} ${context.locale}`, context.url);
    const sorted = cachedRows(key, table, () => {
      const predicates = listPredicates(definition.list, query, context.url, context);
      const visible = definition.visible?.(context);
      const rows = selectRows(table, visible ? [visible, ...predicates] : predicates);
      return sortRows(rows, definition.list.sortable[query.orderBy] ?? ((row: R) => row.id), query.orderDir);
    });
    const path = context.url.origin + context.url.pathname;
    return json(paginate(sorted, query.page, query.perPage, path, (row) => definition.serialize(row, context)));
  });

  on('get', 'get', item, (context) => json({ data: definition.serialize(findVisible(definition, context), context) }));

  on('create', 'post', definition.path, async (context) => {
    const input = await (definition.readInput?.(context) ?? context.input());
    const fields = await validateWith(definition, input, context);
    const stamp = timestamp(now());
    const table = definition.table();
    const record = { id: nextId(table), ...fields, created_at: stamp, updated_at: stamp } as R;
    table.push(record);
    if (definition.modelType !== undefined && context.scope.tenantId !== undefined) {
      linkRecord(context.scope.tenantId, definition.modelType, record.id);
    }
    definition.afterCreate?.(record, context);
    auditWrite(auditSubject(definition), context, 'created', undefined, record);
    return json({ data: definition.serialize(record, context) }, 201);
  });

  on('update', 'put', item, async (context) => {
    const record = findVisible(definition, context);
    const { [UPDATE_PRECONDITION]: loaded, ...input } = await (definition.readInput?.(context) ?? context.input());
    if (isStale(record, loaded)) {
      return json({ message: translate('recordChanged', context.locale), data: definition.serialize(record, context) }, 412);
    }
    const before = snapshot(record);
    Object.assign(record, await validateWith(definition, input, context, record), { updated_at: nextStamp(record.updated_at) });
    auditWrite(auditSubject(definition), context, 'updated', before, record);
    definition.afterUpdate?.(record, before, context);
    return json({ data: definition.serialize(record, context) });
  });

  on('delete', 'delete', item, (context) => {
    const record = findVisible(definition, context);
    definition.onDelete?.(record, context);
    auditWrite(auditSubject(definition), context, 'deleted', record, undefined);
    const table = definition.table();
    table.splice(table.indexOf(record), 1);
    if (definition.modelType !== undefined) unlinkRecords(definition.modelType, [record.id]);
    return noContent();
  });

  return handlers;
}

function auditSubject<R extends Row, S, P>(definition: ResourceDefinition<R, S, P>): AuditSubject<R> | undefined {
  return definition.audit ?? (definition.modelType === undefined ? undefined : { type: definition.modelType });
}

function validateWith<R extends Row, S, P>(
  definition: ResourceDefinition<R, S, P>, input: Input, context: CrudContext<P>, existing?: R,
) {
  if (!definition.validate) throw new Error(`${definition.path} has no validate()`);
  return definition.validate(input, context, existing);
}

/** Permission (403), then tenant (403), then the parent (404). */
function prepare<R extends Row, S, P>(
  definition: ResourceDefinition<R, S, P>, operation: Operation, context: RouteContext<'verified'>,
): CrudContext<P> {
  const override = definition.permissions?.[operation];
  const permission = override === undefined ? `${definition.permission}.${ACTIONS[operation]}` : override;
  if (permission !== null && !userCan(context.user, permission)) throw forbidden();
  const write = operation !== 'list' && operation !== 'get';
  const scope: TenantScope = definition.tenantScoped === false
    ? { superAdmin: isSuperAdminUser(context.user), tenantId: undefined, visibleIn: undefined }
    : tenantScope(context.user, context.url, write);
  const prepared = Object.assign(context, { operation, scope, parent: undefined }) as CrudContext<undefined>;
  return Object.assign(prepared, { parent: definition.parent?.(prepared) }) as CrudContext<P>;
}

function findVisible<R extends Row, S, P>(definition: ResourceDefinition<R, S, P>, context: CrudContext<P>): R {
  const id = parseId(context.params.id);
  const record = id === undefined ? undefined : definition.table().find((row) => row.id === id);
  const visible = definition.visible?.(context);
  if (!record || (visible && !visible(record))) throw notFound(RECORD_NOT_FOUND);
  return record;
}
