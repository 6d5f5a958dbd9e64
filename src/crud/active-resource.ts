// A resource as the switched-on features and the user's reach show it: a field or filter behind a
// feature that is off (a user's tenants without multi-tenancy) is not shown, asked for or sent, nor
// a field only for those who read across tenants (a log's tenant) or only for super admins (a user's
// password) to anyone else. A list that
// holds only the user's own records (no `{permission}.view`) is called theirs ("My orders") and
// leaves out what is always them (an order's user).
import { useMemo } from 'react';
import { isFeatureEnabled } from '@/lib/feature-tree';
import { isSuperAdmin } from '@/lib/permissions';
import { readsOnlyOwn } from '@/lib/orders-only';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { useFeatureTree } from '@/stores/features';
import { useSession } from '@/stores/session';
import { shown, type IsOn } from './active-filters';

export function activeResource<T extends { id: number }, P>(
  resource: ResourceDefinition<T, P>, isOn: IsOn, acrossTenants = false, ownOnly = false,
): ResourceDefinition<T, P> {
  const fields = resource.fields.filter((field) => shown(isOn)(field) && (acrossTenants || (!field.acrossTenants && !field.superAdminOnly)) && !(ownOnly && field.acrossPeople));
  // A filter on a field the user is not shown goes with it (a bill's type, in a list of one's own).
  const kept = new Set(fields.map((field) => field.name as string));
  const filters = resource.filters?.filter((filter) => shown(isOn)(filter) && (filter.choices || kept.has(filter.field)));
  const own = ownOnly ? resource.labels.own : undefined;
  if (fields.length === resource.fields.length && filters?.length === resource.filters?.length && !own) return resource;
  return { ...resource, fields, filters, ...(own && { labels: { ...resource.labels, plural: own } }) };
}

/** Whether this user's list of the resource holds only their own records. */
export function ownListOnly(resource: { ownRecords?: boolean; permission: string }, user: Parameters<typeof readsOnlyOwn>[0]): boolean {
  return Boolean(resource.ownRecords) && readsOnlyOwn(user, resource.permission);
}

export function useActiveResource<T extends { id: number }, P>(resource: ResourceDefinition<T, P>): ResourceDefinition<T, P> {
  const tree = useFeatureTree((state) => state.tree);
  const acrossTenants = useSession((state) => isSuperAdmin(state.user));
  const ownOnly = useSession((state) => ownListOnly(resource, state.user));
  return useMemo(
    () => activeResource(resource, (name) => isFeatureEnabled(tree, name), acrossTenants, ownOnly),
    [resource, tree, acrossTenants, ownOnly],
  );
}
