// Users (spec §3: e-mail, first and last name, tenants, roles, password and its confirmation).
// Lists and records come with their roles and tenants; the form sends their ids.
import { defineMessages } from 'react-intl';
import { getUserWithRelations } from '@/api/access';
import { collectionCalls } from '@/api/crud';
import type { Role, User } from '@/api/models';
import { FEATURES } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import type { LinkResource, ResourceDefinition } from '@/lib/resource-definition';
import type { Choice } from '@/lib/field-definition';
import { currentUser } from '@/stores/session';
import { idsOf, lockoutRefusal, refusalMessages } from './access-refusals';
import { collection } from './collection';
import { commonLabels, idField, namedChoices, timestampFields } from './shared';
import { rolesOfUser, type UserParams } from './user-roles';

export const userLabels = defineMessages({
  plural: { id: 'resources.users.plural', defaultMessage: 'Users' },
  singular: { id: 'resources.users.singular', defaultMessage: 'User' },
  create: { id: 'resources.users.create', defaultMessage: 'New user' },
  entity: { id: 'resources.users.entity', defaultMessage: 'user' },
  navDescription: { id: 'nav.users.description', defaultMessage: 'The people who order, and what each of them may do.' },
  firstName: { id: 'resources.users.firstName', defaultMessage: 'First name' },
  lastName: { id: 'resources.users.lastName', defaultMessage: 'Last name' },
  roles: { id: 'resources.users.roles', defaultMessage: 'Roles' },
  tenants: { id: 'resources.users.tenants', defaultMessage: 'Tenants' },
  verifiedAt: { id: 'resources.users.verifiedAt', defaultMessage: 'E-mail verified' },
  password: { id: 'resources.users.password', defaultMessage: 'Password' },
  passwordHelp: { id: 'resources.users.passwordHelp', defaultMessage: 'At least 8 characters. On an existing user, leave it empty to keep the password.' },
  passwordConfirmation: { id: 'resources.users.passwordConfirmation', defaultMessage: 'Confirm the password' },
  tenantRequired: { id: 'resources.users.tenantRequired', defaultMessage: 'Please select at least one tenant' },
});

/** A user as the pages show it: with the ids of their roles and tenants for the form. */
export type UserRecord = User & {
  role_ids: number[];
  tenant_ids: number[];
  /** Form only: no answer carries them. */
  password?: string;
  password_confirmation?: string;
};

const WITH_RELATIONS = { relationships: '1' } as const; // roles and tenants in the list
const calls = () => collectionCalls('/api/v1/users');
const withIds = (user: User): UserRecord => ({
  ...user,
  role_ids: (user.roles ?? []).map((role) => role.id),
  tenant_ids: (user.tenants ?? []).map((tenant) => tenant.id),
});
const names = (items: { name: string }[] | undefined) => (items ?? []).map((item) => item.name).join(', ');

async function roleChoices(search: string): Promise<Choice[]> {
  return hasPermission(currentUser(), 'roles.view') ? namedChoices('/api/v1/roles', search) : [];
}

async function tenantChoices(search: string): Promise<Choice[]> {
  // Without tenants.view: the caller's own tenants, the only ones they may give.
  if (!hasPermission(currentUser(), 'tenants.view')) return (currentUser()?.tenants ?? []).map((t) => ({ value: t.id, label: t.name }));
  return namedChoices('/api/v1/tenants', search);
}

/** An empty password keeps the current one: it is not sent. */
function prepareInput(input: Record<string, unknown>): Record<string, unknown> {
  if (input.password !== null) return input;
  const { password: _password, password_confirmation: _confirmation, ...rest } = input;
  return rest;
}

const pages = collection('/api/v1/users', '/users');

export const users: ResourceDefinition<UserRecord> = {
  key: 'users',
  logModelType: 1,
  permission: 'users',
  labels: userLabels,
  nav: { group: 'usersAccess', order: 10, description: userLabels.navDescription },
  titleOf: (user) => `${user.first_name} ${user.last_name}`.trim() || user.email,
  dateFilter: commonLabels.createdAt,
  searchable: true,
  filters: [
    { field: 'role_ids', param: 'role_ids[]' },
    { field: 'tenant_ids', param: 'tenant_ids[]', feature: FEATURES.multiTenancy },
  ],
  fields: [
    { name: 'email', label: commonLabels.email, type: 'email', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    { name: 'first_name', label: userLabels.firstName, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    { name: 'last_name', label: userLabels.lastName, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    { name: 'password', label: userLabels.password, type: 'password', help: userLabels.passwordHelp, form: { requiredOnCreate: true }, details: false },
    {
      name: 'password_confirmation', label: userLabels.passwordConfirmation, type: 'password', form: { requiredOnCreate: true }, details: false,
    },
    {
      name: 'role_ids', label: userLabels.roles, type: 'reference', multiple: true, required: true,
      reference: { load: roleChoices }, display: (user) => names(user.roles), tags: (user) => (user.roles ?? []).map((role) => role.name),
      list: {}, form: {},
    },
    {
      name: 'tenant_ids', label: userLabels.tenants, type: 'reference', multiple: true, required: true, requiredMessage: userLabels.tenantRequired,
      reference: { load: tenantChoices }, display: (user) => names(user.tenants), list: {}, form: {}, feature: FEATURES.multiTenancy,
    },
    { name: 'email_verified_at', label: userLabels.verifiedAt, type: 'datetime', list: {} },
    ...timestampFields(),
  ],
  prepareInput,
  refuse: {
    delete: (user, me) => (user.id === me?.id ? refusalMessages.ownAccount : undefined),
    save: (input, user, me) =>
      user && lockoutRefusal(me, { kind: 'userRoles', userId: user.id, roleIds: idsOf(input.role_ids) }),
  },
  api: {
    ...pages.api,
    list: async (query, _params, signal) => {
      const page = await calls().list({ ...query, ...WITH_RELATIONS }, signal);
      return { ...page, data: page.data.map(withIds) };
    },
    get: async (id) => withIds(await getUserWithRelations(id)),
    create: async (input) => withIds(await calls().create(input)),
    update: async (id, input) => withIds(await calls().update(id, input)),
  },
  routes: pages.routes,
  children: [{ resource: () => userRoles, params: (user) => ({ userId: user.id }) }],
};

export const userRoles: LinkResource<Role, UserParams> = { ...rolesOfUser, parent: { resource: () => users, id: (params) => params.userId } };
