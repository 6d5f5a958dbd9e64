// Who only orders lunch, and whose lists hold only their own records: the rules the navigation,
// the trail, the lists' wording and the dashboard follow (issue 29). Beside permissions.ts rather
// than in it: permissions.ts is in the app's first file (the cart's checks), these are needed only
// once a signed-in page is shown.
import type { User } from '@/api/models';
import { hasPermission } from './permissions';

/**
 * The permissions of a person who orders lunch for themselves and nothing more: placing orders.
 * Their own orders, items and bills they read without any permission (the lists hold only theirs).
 */
export const ORDERING_PERMISSIONS: readonly string[] = ['orders.create'];

/**
 * True for a signed-in person whose roles only let them order (every permission they hold is one of
 * ORDERING_PERMISSIONS, or they hold none): they get the app's own navigation and wording (Order
 * lunch, My orders, My bills) instead of the administration's. Decided from permissions, never from
 * role names: a role named 'user' that is given `orders.view` administers orders.
 */
export function ordersOnly(user: User | null | undefined): boolean {
  if (!user) return false;
  const allowed = new Set(ORDERING_PERMISSIONS);
  return (user.roles ?? []).every((role) => (role.permissions ?? []).every((p) => allowed.has(p.name.toLowerCase())));
}

/**
 * True when a list the user reads holds only their own records: everyone signed in reads their own
 * orders, items and bills, and `{resource}.view` widens the list to the tenant's ("My orders").
 */
export function readsOnlyOwn(user: User | null | undefined, resourcePermission: string): boolean {
  return !hasPermission(user, `${resourcePermission}.view`);
}
