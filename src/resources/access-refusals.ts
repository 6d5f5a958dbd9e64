// Changes to accounts and access that the UI refuses before sending (issue 15, "nobody locked
// out"): deleting your own account, deleting or renaming the super_admin role or the `all`
// permission, and any change that takes from you the last right to manage users or roles.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { User } from '@/api/models';
import { abilityLost, type AccessChange } from '@/lib/lockout';
import { normaliseRoleName, SUPER_ADMIN_ROLE } from '@/lib/permissions';

export const refusalMessages = defineMessages({
  ownAccount: { id: 'access.refused.ownAccount', defaultMessage: 'You cannot delete your own account.' },
  superAdminRole: {
    id: 'access.refused.superAdminRole',
    defaultMessage: 'The Super administrator role cannot be deleted, renamed or emptied: it is what lets the super administrators in.',
  },
  allPermission: {
    id: 'access.refused.allPermission',
    defaultMessage: 'The permission “all” cannot be deleted, renamed or removed from a role here: it grants everything to the super administrators.',
  },
  losesUsers: {
    id: 'access.refused.losesUsers',
    defaultMessage: 'This would take from you the last permission that lets you manage users. Ask another administrator to make this change.',
  },
  losesRoles: {
    id: 'access.refused.losesRoles',
    defaultMessage: 'This would take from you the last permission that lets you manage roles. Ask another administrator to make this change.',
  },
});

export const ALL_PERMISSION = 'all';

export const isSuperAdminRole = (name: string) => normaliseRoleName(name) === SUPER_ADMIN_ROLE;

/** The refusal of a change that would lock `user` out, if it would. */
export function lockoutRefusal(user: User | null | undefined, change: AccessChange): MessageDescriptor | undefined {
  const lost = abilityLost(user, change);
  return lost === 'users' ? refusalMessages.losesUsers : lost === 'roles' ? refusalMessages.losesRoles : undefined;
}

/** The ids a form sent for a multiple choice. */
export function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}
