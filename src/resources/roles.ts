// Roles (spec §3, §6): a name, matched by the app in its normalised form (lower case, spaces as
// underscores), and the permissions it carries (listed on the role's page). People read a role by its
// label (issue 28.5): the raw name shows only in its own Name field.
import { defineMessages } from 'react-intl';
import { collectionCalls } from '@/api/crud';
import type { Permission, Role } from '@/api/models';
import { roleLabel } from '@/components/role-label';
import { FEATURES } from '@/lib/feature-tree';
import { normaliseRoleName } from '@/lib/permissions';
import type { LinkResource, ResourceDefinition } from '@/lib/resource-definition';
import { isSuperAdminRole, lockoutRefusal, refusalMessages } from './access-refusals';
import { collection } from './collection';
import { permissionsOfRole, type RoleParams } from './role-permissions';
import { commonLabels, idField, timestampFields } from './shared';

export const roleLabels = defineMessages({
  plural: { id: 'resources.roles.plural', defaultMessage: 'Roles' },
  singular: { id: 'resources.roles.singular', defaultMessage: 'Role' },
  create: { id: 'resources.roles.create', defaultMessage: 'New role' },
  entity: { id: 'resources.roles.entity', defaultMessage: 'role' },
  navDescription: { id: 'nav.roles.description', defaultMessage: 'Roles, and the permissions each one carries.' },
  normalisedName: { id: 'resources.roles.normalisedName', defaultMessage: 'Matched as' },
  normalisedHelp: { id: 'resources.roles.normalisedHelp', defaultMessage: 'The app compares role names in lower case with spaces as underscores.' },
  permissionsCount: { id: 'resources.roles.permissionsCount', defaultMessage: 'Permissions' },
  label: { id: 'resources.roles.label', defaultMessage: 'Role' },
});

/** A role with the name the app matches on. */
export type RoleRecord = Role & { normalised_name: string };

const withNormalisedName = (role: Role): RoleRecord => ({ ...role, normalised_name: normaliseRoleName(role.name) });
const calls = () => collectionCalls('/api/v1/roles');
const pages = collection('/api/v1/roles', '/settings/roles');

export const roles: ResourceDefinition<RoleRecord> = {
  key: 'roles',
  logModelType: 13,
  permission: 'roles',
  feature: FEATURES.userRoles,
  labels: roleLabels,
  nav: { group: 'settings', order: 10, description: roleLabels.navDescription },
  titleOf: (role, intl) => roleLabel(intl, role),
  dateFilter: commonLabels.createdAt,
  searchable: true,
  fields: [
    { name: 'label', label: roleLabels.label, type: 'text', list: {}, display: (role, intl) => roleLabel(intl, role) },
    { name: 'name', label: commonLabels.name, type: 'text', required: true, maxLength: 255, help: roleLabels.normalisedHelp, list: { sortable: true }, form: {} },
    idField(),
    { name: 'normalised_name', label: roleLabels.normalisedName, type: 'text', list: { hidden: true } },
    {
      name: 'permissions', label: roleLabels.permissionsCount, type: 'integer', list: {}, details: false,
      display: (role, intl) => (role.permissions ? intl.formatNumber(role.permissions.length) : null),
    },
    ...timestampFields(),
  ],
  refuse: {
    delete: (role, me) => (isSuperAdminRole(role.name) ? refusalMessages.superAdminRole : lockoutRefusal(me, { kind: 'deleteRole', roleId: role.id })),
    save: (input, role) => (role && isSuperAdminRole(role.name) && !isSuperAdminRole(String(input.name)) ? refusalMessages.superAdminRole : undefined),
  },
  api: {
    ...pages.api,
    list: async (query, _params, signal) => {
      const page = await calls().list({ ...query, relationships: '1' }, signal);
      return { ...page, data: page.data.map(withNormalisedName) };
    },
    get: async (id) => withNormalisedName(await calls().get(id)),
    create: async (input) => withNormalisedName(await calls().create(input)),
    update: async (id, input) => withNormalisedName(await calls().update(id, input)),
  },
  routes: pages.routes,
  children: [{ resource: () => rolePermissions, params: (role) => ({ roleId: role.id }) }],
};

export const rolePermissions: LinkResource<Permission, RoleParams> = {
  ...permissionsOfRole,
  parent: { resource: () => roles, id: (params) => params.roleId },
};
