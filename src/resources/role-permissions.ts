// A role's permissions (spec §2: /admin/settings/roles/{id}, …/permissions/add): links between the
// role and permissions, removed one by one and added several at once. roles.ts ties them to their parent.
import { defineMessages } from 'react-intl';
import { addRolePermissions, listRolePermissions, removeRolePermission } from '@/api/access';
import { crud } from '@/api/crud';
import type { Permission } from '@/api/models';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { LinkResource } from '@/lib/resource-definition';
import { ALL_PERMISSION, lockoutRefusal, refusalMessages } from './access-refusals';
import { localPage } from './local-page';
import { commonLabels, idField } from './shared';

export const rolePermissionLabels = defineMessages({
  plural: { id: 'resources.rolePermissions.plural', defaultMessage: 'Permissions' },
  singular: { id: 'resources.rolePermissions.singular', defaultMessage: 'Permission' },
  create: { id: 'resources.rolePermissions.create', defaultMessage: 'Add permissions' },
  entity: { id: 'resources.rolePermissions.entity', defaultMessage: 'permission' },
  selectOne: { id: 'resources.rolePermissions.selectOne', defaultMessage: 'Please select a Permission' },
});

export interface RoleParams {
  roleId: number;
}

const rolePage = ({ roleId }: RoleParams) => adminPath(`/settings/roles/${roleId}`);

/** Without its parent: roles.ts exports `rolePermissions`. */
export const permissionsOfRole: Omit<LinkResource<Permission, RoleParams>, 'parent'> = {
  key: 'role-permissions',
  permission: 'roles',
  feature: FEATURES.rolePermissions,
  labels: rolePermissionLabels,
  titleOf: (permission) => permission.name,
  // A role may carry most of the ~70 permissions: searched and paged here (the API answers them all).
  searchable: true,
  fields: [{ name: 'name', label: commonLabels.name, type: 'text', list: { sortable: true } }, idField()],
  api: {
    list: async (query, { roleId }, _signal) => localPage(await listRolePermissions(roleId), query),
    remove: (permission, { roleId }) => removeRolePermission(roleId, permission.id),
  },
  routes: {
    list: rolePage,
    record: (permission) => adminPath(`/settings/permissions/${permission.id}`),
    create: (params) => `${rolePage(params)}/permissions/add`,
  },
  refuse: {
    delete: (permission, me, { roleId }) => {
      if (permission.name === ALL_PERMISSION) return refusalMessages.allPermission;
      const mine = me?.roles?.find((role) => role.id === roleId);
      const kept = (mine?.permissions ?? []).filter((held) => held.id !== permission.id).map((held) => held.id);
      return lockoutRefusal(me, { kind: 'rolePermissions', roleId, permissionIds: kept });
    },
  },
  links: {
    // Only the permissions the signed-in user holds (issue 28.5).
    candidates: (query, { roleId }, signal) => crud('/api/v1/permissions').list({ ...query, not_owned_by_role_id: roleId, grantable: '1' }, signal),
    add: async (ids, { roleId }) => void (await addRolePermissions(roleId, ids)),
    field: 'permission_ids',
    label: rolePermissionLabels.plural,
    required: rolePermissionLabels.selectOne,
  },
};
