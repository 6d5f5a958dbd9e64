// Users (contract tag Users), their roles and their invitations. Tenant-scoped through
// UserRecord.tenant_ids; the password is stored as given (a mock) and never serialised. A new user is
// invited by default: no usable password (empty, which sign-in never matches) until they choose one
// through the link of their invitation mail (invitations.ts).
import { MODEL_USER } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { Id } from '@/api/models';
import { nextStamp, now, timestamp } from '../clock';
import { parseId, RECORD_NOT_FOUND, resourceHandlers, type CrudContext, type Fields } from '../crud/resource-handlers';
import { sharesId } from '../crud/filters';
import { tenantScope, type TenantScope } from '../crud/tenant-scope';
import { db } from '../db/database';
import type { RoleRecord, UserRecord } from '../db/records';
import { auditEvent, auditLinks, auditWrite, type AuditSubject } from '../crud/audit';
import { roleLabel } from '../db/role-label';
import { serializeUser, userCan } from '../db/users';
import { wantsRelationships } from '../handlers/auth';
import { hasPendingInvitation } from '../db/invitations';
import { translate } from '../messages';
import { forbidden, json, noContent, notFound } from '../responses';
import { route, type RouteContext } from '../route';
import {
  collectErrors, confirmed, email, max, min, required, string, throwIfInvalid, unique, type Input, type Rule,
} from '../validation';
import { boolean, parseBoolean } from '../validation-rules';
import { sendVerificationMail } from '../verification';
import { holdsAll, idList, requireAllWhen, requireGrantableRoles, roleExists, roleHoldsAll, serializeRole } from './access';
import { forgetUser, sendInvitation } from './invitations';

const ROLE_USER = 3;

const rolesHoldingAll = (ids: readonly Id[]) => db().roles.some((r) => ids.includes(r.id) && roleHoldsAll(r));

/** Visible in the scope; DELETE (no tenant_id) needs a tenant shared with the caller. */
function isVisible(target: UserRecord, scope: TenantScope, caller: UserRecord, sharing: boolean): boolean {
  if (scope.superAdmin && scope.visibleIn === undefined) return true;
  if (sharing) return target.tenant_ids.some((id) => caller.tenant_ids.includes(id));
  return scope.visibleIn === undefined || target.tenant_ids.includes(scope.visibleIn);
}

/** prohibited_if:invite,true — a password given while inviting. */
const prohibitedWhenInviting: Rule = { check: () => ({ key: 'prohibitedIf', params: { other: 'invite', value: 'true' } }) };

function userFields(input: Input, context: CrudContext, existing?: UserRecord): Fields<UserRecord> {
  const { locale, user: caller, scope } = context;
  const taken = (value: string) => db().users.some((u) => u !== existing && u.email.toLowerCase() === value.toLowerCase());
  // Create: invited unless `invite` is false; update: `invite` is ignored.
  const inviting = !existing && parseBoolean(input.invite ?? true) !== false;
  const password = existing ? [string, min(8), confirmed] : inviting ? [prohibitedWhenInviting] : [required, string, min(8), confirmed];
  throwIfInvalid(
    collectErrors(input, {
      email: [required, string, email, max(255), unique(taken)],
      first_name: [required, string, max(255)],
      last_name: [required, string, max(255)],
      ...(existing ? {} : { invite: [boolean] }),
      password,
      ...(inviting ? { password_confirmation: [prohibitedWhenInviting] } : {}),
    }, locale),
    locale,
  );
  // Only a super admin (a holder of `all`) types someone else's password; the others invite.
  if (typeof input.password === 'string' && input.password !== '' && !holdsAll(caller)) throw forbidden();
  const allowedTenant = (id: Id) =>
    db().tenants.some((t) => t.id === id) && (scope.superAdmin || caller.tenant_ids.includes(id));
  const given = (key: string) => input[key] !== undefined && input[key] !== null;
  let tenantIds = given('tenant_ids') ? idList(input, 'tenant_ids', allowedTenant, 'tenantRequired', locale) : undefined;
  const roleIds = given('role_ids') ? idList(input, 'role_ids', roleExists, 'selectOne', locale) : undefined;
  if (roleIds) {
    const before = existing?.role_ids ?? [];
    requireGrantableRoles(roleIds.filter((id) => !before.includes(id)), caller, locale);
    requireAllWhen(rolesHoldingAll(before.filter((id) => !roleIds.includes(id))), caller);
  }
  // A caller who is not a super admin only adds or removes their own tenants.
  if (tenantIds && existing && !scope.superAdmin) {
    tenantIds = [...existing.tenant_ids.filter((id) => !caller.tenant_ids.includes(id)), ...tenantIds];
  }
  const newEmail = String(input.email);
  const emailChanged = existing !== undefined && existing.email.toLowerCase() !== newEmail.toLowerCase();
  return {
    email: newEmail,
    first_name: String(input.first_name),
    last_name: String(input.last_name),
    password: typeof input.password === 'string' ? input.password : existing?.password ?? '',
    ...(inviting ? { invitation_sent_at: timestamp(now()), invitation_accepted_at: null } : {}),
    email_verified_at: existing && !emailChanged ? existing.email_verified_at : null,
    role_ids: roleIds ?? existing?.role_ids ?? [ROLE_USER],
    tenant_ids: [...new Set(tenantIds ?? existing?.tenant_ids ?? (scope.tenantId === undefined ? [] : [scope.tenantId]))]
      .sort((a, b) => a - b),
    // Two-factor authentication is the user's own (Fortify's routes): an administrator's save keeps it.
    two_factor_secret: existing?.two_factor_secret ?? null,
    two_factor_recovery_codes: existing?.two_factor_recovery_codes ?? null,
    two_factor_confirmed_at: existing?.two_factor_confirmed_at ?? null,
  };
}

/** The user of /users/:id/roles…: permission, tenant (403), then 404 when not visible. */
function userOfPath(context: RouteContext<'verified'>, permission: string, sharing: boolean): UserRecord {
  if (!userCan(context.user, permission)) throw forbidden();
  const scope = tenantScope(context.user, context.url, permission !== 'users.view');
  const id = parseId(context.params.id);
  const target = id === undefined ? undefined : db().users.find((u) => u.id === id);
  if (!target || !isVisible(target, scope, context.user, sharing)) throw notFound(RECORD_NOT_FOUND);
  return target;
}

function userRoleRecords(user: UserRecord): RoleRecord[] {
  return db().roles.filter((r) => user.role_ids.includes(r.id)).sort((a, b) => a.id - b.id);
}

/** A user's roles given or taken: in the log of the call's tenant when it is one of theirs, else of their first. */
function logRoles({ user: causer, url }: RouteContext<'verified'>, event: 'linked' | 'unlinked', target: UserRecord, roleIds: Id[]): void {
  const callTenant = tenantScope(causer, url, true).tenantId;
  const tenantId = callTenant !== undefined && target.tenant_ids.includes(callTenant) ? callTenant : (target.tenant_ids[0] ?? null);
  const roles = db().roles.filter((role) => roleIds.includes(role.id)).map((role) => ({ key: 'role' as const, name: roleLabel(role.name) }));
  auditLinks(causer, event, { type: MODEL_USER, id: target.id, label: target.email, tenantId }, roles);
}

function userRoleHandlers(): HttpHandler[] {
  const answer = (user: UserRecord) => json({ data: userRoleRecords(user).map((r) => serializeRole(r, true)) });
  return [
    route('get', '/api/v1/users/{id}/roles', 'verified', (context) => answer(userOfPath(context, 'users.view', false))),
    route('post', '/api/v1/users/{id}/roles', 'verified', async (context) => {
      const target = userOfPath(context, 'users.update', false);
      const ids = idList(await context.input(), 'role_ids', roleExists, 'selectOne', context.locale);
      requireGrantableRoles(ids.filter((id) => !target.role_ids.includes(id)), context.user, context.locale);
      const added = ids.filter((id) => !target.role_ids.includes(id));
      target.role_ids = [...new Set([...target.role_ids, ...ids])];
      target.updated_at = nextStamp(target.updated_at);
      logRoles(context, 'linked', target, added);
      return answer(target);
    }),
    route('delete', '/api/v1/users/{id}/roles/{roleId}', 'verified', (context) => {
      const target = userOfPath(context, 'users.update', true);
      const roleId = parseId(context.params.roleId);
      if (roleId === undefined || !target.role_ids.includes(roleId)) throw notFound(RECORD_NOT_FOUND);
      requireAllWhen(rolesHoldingAll([roleId]), context.user);
      target.role_ids = target.role_ids.filter((id) => id !== roleId);
      target.updated_at = nextStamp(target.updated_at);
      logRoles(context, 'unlinked', target, [roleId]);
      return noContent();
    }),
  ];
}

const USER_AUDIT: AuditSubject<UserRecord> = { type: MODEL_USER };

/** Resend and withdraw (users.create): only a pending invitation (404 otherwise). */
function invitationHandlers(): HttpHandler[] {
  const pendingOf = (context: RouteContext<'verified'>, sharing: boolean) => {
    const target = userOfPath(context, 'users.create', sharing);
    if (!hasPendingInvitation(target)) throw notFound(translate('noPendingInvitation', context.locale));
    requireAllWhen(rolesHoldingAll(target.role_ids), context.user);
    return target;
  };
  const audit = (context: RouteContext<'verified'>) => ({ user: context.user, scope: tenantScope(context.user, context.url, true) });
  return [
    route('post', '/api/v1/users/{id}/invitation', 'verified', (context) => {
      const target = pendingOf(context, false);
      sendInvitation(target, context.user, context.frontendUrl);
      auditEvent(USER_AUDIT, audit(context), 'invited', target, { invitation_sent_at: target.invitation_sent_at });
      return json({ data: serializeUser(target, true) });
    }),
    route('delete', '/api/v1/users/{id}/invitation', 'verified', (context) => {
      const target = pendingOf(context, true);
      auditWrite(USER_AUDIT, audit(context), 'deleted', target, undefined);
      forgetUser(target);
      return noContent();
    }),
  ];
}

export function userHandlers(): HttpHandler[] {
  return [
    ...resourceHandlers<UserRecord, ReturnType<typeof serializeUser>>({
      path: '/api/v1/users',
      audit: USER_AUDIT,
      table: () => db().users,
      permission: 'users',
      list: {
        searchable: [(u) => u.email, (u) => u.first_name, (u) => u.last_name],
        sortable: {
          id: (u) => u.id, email: (u) => u.email, first_name: (u) => u.first_name, last_name: (u) => u.last_name,
          created_at: (u) => u.created_at, updated_at: (u) => u.updated_at,
        },
        filters: { role_ids: sharesId((u) => u.role_ids), tenant_ids: sharesId((u) => u.tenant_ids) },
      },
      visible: ({ scope, user, operation }) => (target) => isVisible(target, scope, user, operation === 'delete'),
      serialize: (target, { operation, url }) =>
        serializeUser(target, operation === 'create' || operation === 'update' || wantsRelationships(url)),
      validate: userFields,
      // The first invitation is in the user's `created` entry (invitation_sent_at); a resend is `invited`.
      afterCreate: (created, { user, backendUrl, frontendUrl }) =>
        hasPendingInvitation(created) ? sendInvitation(created, user, frontendUrl) : sendVerificationMail(created, backendUrl, frontendUrl),
      onDelete(target, { user }) {
        if (target.id === user.id) throw forbidden();
        requireAllWhen(rolesHoldingAll(target.role_ids), user);
        const data = db();
        data.sessions = data.sessions.filter((s) => s.user_id !== target.id);
        data.personal_access_tokens = data.personal_access_tokens.filter((t) => t.user_id !== target.id);
        data.password_reset_tokens = data.password_reset_tokens.filter((r) => r.email !== target.email);
      },
    }),
    ...userRoleHandlers(),
    ...invitationHandlers(),
  ];
}
