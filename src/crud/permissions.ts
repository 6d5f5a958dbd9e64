// The one permission helper of the admin engine: what a user may do with a resource, for hiding
// actions and for refusing routes.
import { notFound } from '@tanstack/react-router';
import type { User } from '@/api/models';
import { hasPermission } from '@/lib/permissions';
import type { RouterContext } from '@/lib/router-context';
import { isFeatureOn } from '@/stores/features';
import { useSession } from '@/stores/session';
import type { Action, AnyResource } from '@/lib/resource-definition';

const CALL: Record<Action, 'list' | 'create' | 'update' | 'remove'> = { view: 'list', create: 'create', update: 'update', delete: 'remove' };

/**
 * The user holds `{permission}.{action}` (or views their own records) and the resource offers the
 * call. Links (a user's roles) are added and removed with `{permission}.update`: they change the parent.
 */
export function can(user: User | null | undefined, resource: AnyResource, action: Action): boolean {
  const offered = resource.links && action === 'create' ? true : Boolean(resource.api[CALL[action]]);
  if (!offered) return false;
  if (action === 'view' && resource.ownRecords) return Boolean(user);
  const needed = resource.links && action !== 'view' ? 'update' : action;
  return hasPermission(user, `${resource.permission}.${needed}`);
}

/** In components: the current user's rights on a resource. */
export function useCan(resource: AnyResource): (action: Action) => boolean {
  const user = useSession((state) => state.user);
  return (action) => can(user, resource, action);
}

/**
 * For a route's beforeLoad: a user without the permission (or with the resource's feature off)
 * gets the 404 page, as if the page did not exist.
 */
export function requireAccess(resource: AnyResource, ...actions: Action[]) {
  return async ({ context }: { context: RouterContext }) => {
    const user = await context.sessionReady();
    const featureOn = !resource.feature || isFeatureOn(resource.feature);
    if (!featureOn || !actions.every((action) => can(user, resource, action))) throw notFound();
  };
}
