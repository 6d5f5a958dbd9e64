// A signed-in user with these roles and permissions, for the unit tests of rules that read them.
import type { User } from '@/api/models';

export function userWith(roles: { name: string; permissions: string[] }[]): User {
  return {
    id: 1,
    email: 'a@example.com',
    first_name: 'A',
    last_name: 'B',
    email_verified_at: null,
    created_at: '',
    updated_at: '',
    roles: roles.map((role, i) => ({ id: i, name: role.name, label: role.name, permissions: role.permissions.map((name, j) => ({ id: j, name })) })),
  };
}
