// Permissions (contract tag Permissions): not tenant-scoped; `all` is built in (403 on change).
import { MODEL_PERMISSION } from '../db/model-types';
import type { HttpHandler } from 'msw';
import { resourceHandlers } from '../crud/resource-handlers';
import type { FilterBuilder } from '../crud/list-query';
import { db } from '../db/database';
import type { PermissionRecord, UserRecord } from '../db/records';
import { translate, type Locale } from '../messages';
import { forbidden, validationError } from '../responses';
import { collectErrors, max, required, string, throwIfInvalid, unique } from '../validation';
import { parseId } from '../crud/resource-handlers';
import { ALL, mayGrantPermission, serializePermission, wantsGrantable } from './access';

/** `grantable=1`: the permissions the caller holds (every one for a holder of `all`). */
const grantablePermissions: FilterBuilder<PermissionRecord, { user: UserRecord }> = (values, { user }) =>
  wantsGrantable(values) ? (permission) => mayGrantPermission(user, permission) : undefined;

/** `not_owned_by_role_id=<id>`: the permissions that role lacks; an unknown role answers 422. */
const notOwnedByRole: FilterBuilder<PermissionRecord, { locale: Locale }> = (values, { locale }) => {
  const id = parseId(values[0]);
  const role = id === undefined ? undefined : db().roles.find((r) => r.id === id);
  if (!role) {
    throw validationError({ not_owned_by_role_id: [translate('in', locale, { attribute: 'not owned by role id' })] }, locale);
  }
  const owned = new Set(role.permission_ids);
  return (permission) => !owned.has(permission.id);
};

export function permissionHandlers(): HttpHandler[] {
  return resourceHandlers<PermissionRecord, ReturnType<typeof serializePermission>>({
    path: '/api/v1/permissions',
    audit: { type: MODEL_PERMISSION, global: true },
    table: () => db().permissions,
    permission: 'permissions',
    tenantScoped: false,
    list: {
      searchable: [(p) => p.name],
      sortable: { id: (p) => p.id, name: (p) => p.name, created_at: (p) => p.created_at, updated_at: (p) => p.updated_at },
      filters: { not_owned_by_role_id: notOwnedByRole, grantable: grantablePermissions },
    },
    serialize: serializePermission,
    validate(input, { locale }, existing) {
      if (existing?.name === ALL) throw forbidden();
      const taken = (name: string) =>
        db().permissions.some((p) => p !== existing && p.name.toLowerCase() === name.toLowerCase());
      throwIfInvalid(collectErrors(input, { name: [required, string, max(255), unique(taken)] }, locale), locale);
      return { name: String(input.name) };
    },
    onDelete(permission) {
      if (permission.name === ALL) throw forbidden();
      for (const role of db().roles) role.permission_ids = role.permission_ids.filter((id) => id !== permission.id);
    },
  });
}
