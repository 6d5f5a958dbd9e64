// A role as people read it (issue 28.5): the app's own words for the three built-in roles, in the
// user's language, and the backend's `label` for any other role. The raw name ("super_admin") shows
// only in the roles admin's own name field.
import { defineMessages, type IntlShape } from 'react-intl';
import type { Role } from '@/api/models';
import { normaliseRoleName } from '@/lib/permissions';

const builtInRoles = defineMessages({
  super_admin: { id: 'roles.label.superAdmin', defaultMessage: 'Super administrator' },
  admin: { id: 'roles.label.admin', defaultMessage: 'Administrator' },
  user: { id: 'roles.label.user', defaultMessage: 'User' },
});

const isBuiltIn = (name: string): name is keyof typeof builtInRoles => Object.hasOwn(builtInRoles, name);

/** `label` may be missing from a user remembered before roles had one (the offline snapshot). */
export function roleLabel(intl: IntlShape, role: Pick<Role, 'name'> & { label?: string }): string {
  const name = normaliseRoleName(role.name);
  if (isBuiltIn(name)) return intl.formatMessage(builtInRoles[name]);
  return role.label || role.name;
}
