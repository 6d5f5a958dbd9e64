// A user's roles (spec §2: /admin/users/{id}, /admin/users/{id}/roles/add): links between the user
// and roles, removed one by one and added several at once. users.ts ties them to their parent.
import { defineMessages } from 'react-intl';
import { addUserRoles, listUserRoles, removeUserRole } from '@/api/access';
import { crud } from '@/api/crud';
import type { Role } from '@/api/models';
import { roleLabel } from '@/components/role-label';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import type { LinkResource } from '@/lib/resource-definition';
import { lockoutRefusal } from './access-refusals';
import { localPage } from './local-page';
import { commonLabels, idField } from './shared';

export const userRoleLabels = defineMessages({
  plural: { id: 'resources.userRoles.plural', defaultMessage: 'Roles' },
  singular: { id: 'resources.userRoles.singular', defaultMessage: 'Role' },
  create: { id: 'resources.userRoles.create', defaultMessage: 'Add roles' },
  entity: { id: 'resources.userRoles.entity', defaultMessage: 'role' },
  selectOne: { id: 'resources.userRoles.selectOne', defaultMessage: 'Please select one' },
});

export interface UserParams {
  userId: number;
}

const userPage = ({ userId }: UserParams) => adminPath(`/users/${userId}`);

/** Without its parent: users.ts exports `userRoles`. */
export const rolesOfUser: Omit<LinkResource<Role, UserParams>, 'parent'> = {
  key: 'user-roles',
  permission: 'users',
  feature: FEATURES.userRoles,
  labels: userRoleLabels,
  titleOf: (role, intl) => roleLabel(intl, role),
  searchable: false,
  fields: [{ name: 'label', label: commonLabels.name, type: 'text', list: { sortable: true }, display: (role, intl) => roleLabel(intl, role) }, idField()],
  api: {
    list: async (query, { userId }, _signal) => localPage(await listUserRoles(userId), query),
    remove: (role, { userId }) => removeUserRole(userId, role.id),
  },
  routes: {
    list: userPage,
    record: (role) => adminPath(`/settings/roles/${role.id}`),
    create: (params) => `${userPage(params)}/roles/add`,
  },
  refuse: {
    delete: (role, me, { userId }) => {
      const kept = (me?.roles ?? []).filter((mine) => mine.id !== role.id).map((mine) => mine.id);
      return lockoutRefusal(me, { kind: 'userRoles', userId, roleIds: kept });
    },
  },
  links: {
    // Only the roles the signed-in user may grant (issue 28.5).
    candidates: (query, { userId }, signal) => crud('/api/v1/roles').list({ ...query, not_owned_by_user_id: userId, grantable: '1' }, signal),
    add: async (ids, { userId }) => void (await addUserRoles(userId, ids)),
    field: 'role_ids',
    label: userRoleLabels.plural,
    required: userRoleLabels.selectOne,
  },
};
