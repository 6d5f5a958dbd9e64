// Users (spec §3: e-mail, first and last name, tenants, roles, password and its confirmation).
// Lists and records come with their roles and tenants; the form sends their ids. A new user is
// invited (issue 28.4): they choose their own password from the mailed link; only a super admin may
// set one instead ("Set a password now instead"). The roles offered are those the signed-in user
// may grant (issue 28.5), shown by their label.
import { defineMessages, type IntlShape } from 'react-intl';
import { getUserWithRelations } from '@/api/access';
import { collectionCalls, crud } from '@/api/crud';
import type { Role, User } from '@/api/models';
import { roleLabel } from '@/components/role-label';
import { FEATURES } from '@/lib/feature-tree';
import { invitationState, type InvitationState } from '@/lib/invitations';
import { hasPermission } from '@/lib/permissions';
import type { LinkResource, ResourceDefinition } from '@/lib/resource-definition';
import type { Choice, FieldTone } from '@/lib/field-definition';
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
  setPassword: { id: 'resources.users.setPassword', defaultMessage: 'Set a password now instead' },
  setPasswordHelp: {
    id: 'resources.users.setPasswordHelp',
    defaultMessage: 'Off: they get an invitation and choose their own password. On: you type it here and tell them.',
  },
  invitation: { id: 'resources.users.invitation', defaultMessage: 'Invitation' },
  invitationPending: { id: 'resources.users.invitationPending', defaultMessage: 'Invitation pending' },
  invitationExpired: { id: 'resources.users.invitationExpired', defaultMessage: 'Invitation expired' },
});

/** A user as the pages show it: with the ids of their roles and tenants for the form. */
export type UserRecord = User & {
  role_ids: number[];
  tenant_ids: number[];
  /** Form only: no answer carries them. */
  password?: string;
  password_confirmation?: string;
  set_password?: boolean;
};

const WITH_RELATIONS = { relationships: '1' } as const; // roles and tenants in the list
const calls = () => collectionCalls('/api/v1/users');
const withIds = (user: User): UserRecord => ({
  ...user,
  role_ids: (user.roles ?? []).map((role) => role.id),
  tenant_ids: (user.tenants ?? []).map((tenant) => tenant.id),
});
const names = (items: { name: string }[] | undefined) => (items ?? []).map((item) => item.name).join(', ');
const roleLabels = (user: User, intl: IntlShape) => (user.roles ?? []).map((role) => roleLabel(intl, role));

// Few roles: all of them in one page, searched here by what the user reads (their label).
const ROLES_PAGE = { per_page: 100, order_by: 'name', order_dir: 'asc' } as const;
const roleChoice = (intl: IntlShape) => (role: Role): Choice => ({ value: role.id, label: roleLabel(intl, role) });
const matching = (search: string) => (choice: Choice) => choice.label.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

/** Every role: the list's filter. */
async function allRoleChoices(search: string, _values: Record<string, unknown>, intl: IntlShape): Promise<Choice[]> {
  if (!hasPermission(currentUser(), 'roles.view')) return [];
  return (await crud('/api/v1/roles').list(ROLES_PAGE)).data.map(roleChoice(intl)).filter(matching(search));
}

/**
 * The form's choices: the roles the signed-in user may grant, and the user's other roles shown but
 * not choosable (their tag cannot be removed either: the server would refuse).
 */
async function grantableRoleChoices(search: string, values: Record<string, unknown>, intl: IntlShape): Promise<Choice[]> {
  if (!hasPermission(currentUser(), 'roles.view')) return [];
  const roles = crud('/api/v1/roles');
  const grantable = (await roles.list({ ...ROLES_PAGE, grantable: '1' })).data;
  const others = idsOf(values.role_ids).filter((id) => !grantable.some((role) => role.id === id));
  const held = others.length > 0 ? (await roles.list(ROLES_PAGE)).data.filter((role) => others.includes(role.id)) : [];
  const choices = [...grantable.map(roleChoice(intl)), ...held.map((role) => ({ ...roleChoice(intl)(role), disabled: true }))];
  return choices.filter(matching(search));
}

async function tenantChoices(search: string): Promise<Choice[]> {
  // Without tenants.view: the caller's own tenants, the only ones they may give.
  if (!hasPermission(currentUser(), 'tenants.view')) return (currentUser()?.tenants ?? []).map((t) => ({ value: t.id, label: t.name }));
  return namedChoices('/api/v1/tenants', search);
}

/**
 * Create: an invitation unless a super admin chose to set the password now. Edit: an empty password
 * (or none, for anyone but a super admin) keeps the current one: it is not sent.
 */
function prepareInput(input: Record<string, unknown>): Record<string, unknown> {
  const { set_password: setPassword, ...rest } = input;
  const creating = setPassword !== undefined;
  if (creating && setPassword === true) return { ...rest, invite: false };
  const { password, password_confirmation: _confirmation, ...withoutPassword } = rest;
  if (creating) return { ...withoutPassword, invite: true };
  return password === null || password === undefined ? withoutPassword : rest;
}

const INVITATION_TONES = { pending: 'warning', expired: 'danger' } as const satisfies Record<InvitationState, FieldTone>;

function invitationWords(user: User, intl: IntlShape): string | null {
  const state = invitationState(user);
  if (!state) return null;
  return intl.formatMessage(state === 'expired' ? userLabels.invitationExpired : userLabels.invitationPending);
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
    // Every role, not only those the signed-in user may grant.
    { field: 'role_ids', param: 'role_ids[]', choices: { label: userLabels.roles, reference: { load: allRoleChoices } } },
    { field: 'tenant_ids', param: 'tenant_ids[]', feature: FEATURES.multiTenancy },
  ],
  fields: [
    {
      name: 'email', label: commonLabels.email, type: 'email', required: true, maxLength: 255, list: { sortable: true }, form: {},
      badge: (user, intl) => {
        const state = invitationState(user);
        return state && { label: invitationWords(user, intl)!, tone: INVITATION_TONES[state] };
      },
    },
    idField(),
    { name: 'first_name', label: userLabels.firstName, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    { name: 'last_name', label: userLabels.lastName, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    {
      name: 'role_ids', label: userLabels.roles, type: 'reference', multiple: true, required: true,
      reference: { load: grantableRoleChoices }, display: (user, intl) => roleLabels(user, intl).join(', '), tags: roleLabels,
      list: {}, form: {},
    },
    {
      name: 'tenant_ids', label: userLabels.tenants, type: 'reference', multiple: true, required: true, requiredMessage: userLabels.tenantRequired,
      reference: { load: tenantChoices }, display: (user) => names(user.tenants), list: {}, form: {}, feature: FEATURES.multiTenancy,
    },
    {
      name: 'set_password', label: userLabels.setPassword, type: 'boolean', help: userLabels.setPasswordHelp,
      form: { createOnly: true }, details: false, superAdminOnly: true,
    },
    {
      name: 'password', label: userLabels.password, type: 'password', help: userLabels.passwordHelp,
      form: { requiredOnCreate: true, createWhen: 'set_password' }, details: false, superAdminOnly: true,
    },
    {
      name: 'password_confirmation', label: userLabels.passwordConfirmation, type: 'password',
      form: { requiredOnCreate: true, createWhen: 'set_password' }, details: false, superAdminOnly: true,
    },
    // The list shows it beside the e-mail (the badge above); a column to turn on, and in CSV exports.
    {
      name: 'invitation', label: userLabels.invitation, type: 'text', list: { hidden: true }, display: invitationWords,
      tone: (user) => {
        const state = invitationState(user);
        return state && INVITATION_TONES[state];
      },
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
