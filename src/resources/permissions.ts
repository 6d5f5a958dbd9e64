// Permissions (spec §3, §6): `<resource>.<action>`, or `all`, which grants everything; a
// permission's page lists the roles that carry it. The list's
// defaults are the engine's, as spec §8 asks: page 1, the configured page size (10), newest id first.
import { defineMessages } from 'react-intl';
import type { Permission } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { ALL_PERMISSION, lockoutRefusal, refusalMessages } from './access-refusals';
import { collection } from './collection';
import { rolesWithPermission } from './permission-roles';
import { commonLabels, idField, timestampFields } from './shared';

export const permissionLabels = defineMessages({
  plural: { id: 'resources.permissions.plural', defaultMessage: 'Permissions' },
  singular: { id: 'resources.permissions.singular', defaultMessage: 'Permission' },
  create: { id: 'resources.permissions.create', defaultMessage: 'New permission' },
  entity: { id: 'resources.permissions.entity', defaultMessage: 'permission' },
  navDescription: { id: 'nav.permissions.description', defaultMessage: 'What a role may do, one permission at a time.' },
  nameHelp: { id: 'resources.permissions.nameHelp', defaultMessage: 'A resource and an action, e.g. restaurants.update; “all” grants everything.' },
});

export const permissions: ResourceDefinition<Permission> = {
  key: 'permissions',
  logModelType: 14,
  permission: 'permissions',
  feature: FEATURES.rolePermissions,
  labels: permissionLabels,
  nav: { group: 'settings', order: 20, description: permissionLabels.navDescription },
  titleOf: (permission) => permission.name,
  searchable: true,
  fields: [
    { name: 'name', label: commonLabels.name, type: 'text', required: true, maxLength: 255, help: permissionLabels.nameHelp, list: { sortable: true }, form: {} },
    { ...idField(), list: { sortable: true } },
    ...timestampFields(),
  ],
  refuse: {
    delete: (permission, me) =>
      permission.name === ALL_PERMISSION ? refusalMessages.allPermission : lockoutRefusal(me, { kind: 'permission', permissionId: permission.id }),
    save: (input, permission, me) => {
      if (!permission || input.name === permission.name) return undefined;
      if (permission.name === ALL_PERMISSION) return refusalMessages.allPermission;
      return lockoutRefusal(me, { kind: 'permission', permissionId: permission.id, name: String(input.name) });
    },
  },
  ...collection('/api/v1/permissions', '/settings/permissions'),
  children: [{ resource: () => rolesWithPermission, params: (permission) => ({ permissionId: permission.id }) }],
};
