// Roles (contract tag Roles) and their permission links. Not tenant-scoped. Anything touching a
// role that holds `all` needs the caller to hold `all` (403); a permission the caller does not hold
// (`all` included) cannot be linked (422 on permission_ids).
import type { Id } from '@/api/models';
import { MODEL_ROLE } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { FilterBuilder } from '../crud/list-query';
import { parseId, RECORD_NOT_FOUND, resourceHandlers } from '../crud/resource-handlers';
import { nextStamp } from '../clock';
import { db } from '../db/database';
import type { RoleRecord, UserRecord } from '../db/records';
import { auditLinks } from '../crud/audit';
import { userCan } from '../db/users';
import { wantsRelationships } from '../handlers/auth';
import { translate, type Locale } from '../messages';
import { forbidden, json, noContent, notFound, validationError } from '../responses';
import { route, type RouteContext } from '../route';
import { collectErrors, max, required, string, throwIfInvalid, unique, type Input } from '../validation';
import {
  idList, mayGrantRole, permissionExists, requireAllWhen, requireGrantablePermissions, roleHoldsAll, rolePermissions,
  serializePermission, serializeRole, wantsGrantable,
} from './access';
import { roleLabel } from '../db/role-label';

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

/** `grantable=1`: the roles the caller may give (holding every permission of the role). */
const grantableRoles: FilterBuilder<RoleRecord, { user: UserRecord }> = (values, { user }) =>
  wantsGrantable(values) ? (role) => mayGrantRole(user, role) : undefined;

/** `not_owned_by_user_id=<id>`: the roles that user lacks; an unknown user answers 422. */
const notOwnedByUser: FilterBuilder<RoleRecord, { locale: Locale }> = (values, { locale }) => {
  const id = parseId(values[0]);
  const user = id === undefined ? undefined : db().users.find((u) => u.id === id);
  if (!user) {
    throw validationError({ not_owned_by_user_id: [translate('in', locale, { attribute: 'not owned by user id' })] }, locale);
  }
  return (role) => !user.role_ids.includes(role.id);
};

/** permission_ids of RoleInput: optional, each an existing permission (422 on permission_ids.N). */
function optionalPermissionIds(input: Input, locale: Locale): number[] | undefined {
  const value = input.permission_ids;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    throw validationError({ permission_ids: [translate('array', locale, { attribute: 'permission ids' })] }, locale);
  }
  return value.length === 0 ? [] : idList(input, 'permission_ids', permissionExists, 'selectPermission', locale);
}

export function findRole(id: string | undefined): RoleRecord {
  const roleId = parseId(id);
  const role = roleId === undefined ? undefined : db().roles.find((r) => r.id === roleId);
  if (!role) throw notFound(RECORD_NOT_FOUND);
  return role;
}

function roleOfPath(context: RouteContext<'verified'>, permission: string): RoleRecord {
  if (!userCan(context.user, permission)) throw forbidden();
  return findRole(context.params.id);
}

/** A role's permissions given or taken: in no tenant's log (roles belong to the whole application). */
function logPermissions(causer: UserRecord, event: 'linked' | 'unlinked', role: RoleRecord, permissionIds: Id[]): void {
  const names = db().permissions.filter((permission) => permissionIds.includes(permission.id)).map((permission) => ({ key: 'permission' as const, name: permission.name }));
  auditLinks(causer, event, { type: MODEL_ROLE, id: role.id, label: role.name, tenantId: null }, names);
}

function rolePermissionHandlers(): HttpHandler[] {
  const answer = (role: RoleRecord) => json({ data: rolePermissions(role).map(serializePermission) });
  return [
    route('get', '/api/v1/roles/{id}/permissions', 'verified', (context) => answer(roleOfPath(context, 'roles.view'))),
    route('post', '/api/v1/roles/{id}/permissions', 'verified', async (context) => {
      const role = roleOfPath(context, 'roles.update');
      const ids = idList(await context.input(), 'permission_ids', permissionExists, 'selectPermission', context.locale);
      requireAllWhen(roleHoldsAll(role), context.user);
      requireGrantablePermissions(ids.filter((id) => !role.permission_ids.includes(id)), context.user, context.locale);
      const added = ids.filter((id) => !role.permission_ids.includes(id));
      role.permission_ids = [...new Set([...role.permission_ids, ...ids])];
      role.updated_at = nextStamp(role.updated_at);
      logPermissions(context.user, 'linked', role, added);
      return answer(role);
    }),
    route('delete', '/api/v1/roles/{id}/permissions/{permissionId}', 'verified', (context) => {
      const role = roleOfPath(context, 'roles.update');
      const permissionId = parseId(context.params.permissionId);
      if (permissionId === undefined || !role.permission_ids.includes(permissionId)) throw notFound(RECORD_NOT_FOUND);
      requireAllWhen(roleHoldsAll(role), context.user);
      role.permission_ids = role.permission_ids.filter((id) => id !== permissionId);
      role.updated_at = nextStamp(role.updated_at);
      logPermissions(context.user, 'unlinked', role, [permissionId]);
      return noContent();
    }),
  ];
}

export function roleHandlers(): HttpHandler[] {
  return [
    ...resourceHandlers<RoleRecord, ReturnType<typeof serializeRole>>({
      path: '/api/v1/roles',
      audit: { type: MODEL_ROLE, global: true },
      table: () => db().roles,
      permission: 'roles',
      tenantScoped: false,
      list: {
        searchable: [(r) => r.name, (r) => roleLabel(r.name)],
        sortable: { id: (r) => r.id, name: (r) => r.name, created_at: (r) => r.created_at, updated_at: (r) => r.updated_at },
        filters: { not_owned_by_user_id: notOwnedByUser, grantable: grantableRoles },
      },
      serialize: (role, { operation, url }) =>
        serializeRole(role, operation === 'create' || operation === 'update' || wantsRelationships(url)),
      validate(input, { locale, user }, existing) {
        const taken = (name: string) => db().roles.some((r) => r !== existing && normalise(r.name) === normalise(name));
        throwIfInvalid(collectErrors(input, { name: [required, string, max(255), unique(taken)] }, locale), locale);
        const permissionIds = optionalPermissionIds(input, locale);
        requireAllWhen(existing !== undefined && roleHoldsAll(existing), user);
        const added = (permissionIds ?? []).filter((id) => !(existing?.permission_ids ?? []).includes(id));
        requireGrantablePermissions(added, user, locale);
        return { name: String(input.name), permission_ids: permissionIds ?? existing?.permission_ids ?? [] };
      },
      onDelete(role, { user }) {
        requireAllWhen(roleHoldsAll(role), user);
        for (const member of db().users) member.role_ids = member.role_ids.filter((id) => id !== role.id);
      },
    }),
    ...rolePermissionHandlers(),
  ];
}
