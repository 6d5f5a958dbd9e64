// The roles that carry a permission, on the permission's page (read only: a role's permissions
// change on the role's page). The API has no such filter: the roles come with their permissions,
// at most 100 of them, and are kept here.
import { defineMessages } from 'react-intl';
import { crud } from '@/api/crud';
import type { Role } from '@/api/models';
import { roleLabel } from '@/components/role-label';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { localPage } from './local-page';
import { commonLabels, idField } from './shared';

export const permissionRoleLabels = defineMessages({
  plural: { id: 'resources.permissionRoles.plural', defaultMessage: 'Roles that carry it' },
  singular: { id: 'resources.permissionRoles.singular', defaultMessage: 'Role' },
  create: { id: 'resources.permissionRoles.create', defaultMessage: 'New role' },
  entity: { id: 'resources.permissionRoles.entity', defaultMessage: 'role' },
});

export interface PermissionParams {
  permissionId: number;
}

const ROLES_WITH_PERMISSIONS = { relationships: '1', per_page: 100, order_by: 'name', order_dir: 'asc' } as const;

export const rolesWithPermission: ResourceDefinition<Role, PermissionParams> = {
  key: 'permission-roles',
  permission: 'roles',
  feature: FEATURES.rolePermissions,
  labels: permissionRoleLabels,
  titleOf: (role, intl) => roleLabel(intl, role),
  fields: [{ name: 'label', label: commonLabels.name, type: 'text', list: { sortable: true }, display: (role, intl) => roleLabel(intl, role) }, idField()],
  api: {
    list: async (query, { permissionId }, signal) => {
      const roles = (await crud('/api/v1/roles').list(ROLES_WITH_PERMISSIONS, signal)).data;
      return localPage(roles.filter((role) => role.permissions?.some((permission) => permission.id === permissionId)), query);
    },
  },
  routes: {
    list: ({ permissionId }) => adminPath(`/settings/permissions/${permissionId}`),
    record: (role) => adminPath(`/settings/roles/${role.id}`),
  },
};
