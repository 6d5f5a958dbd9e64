// A resource as the switched-on features and the user's reach show it: a field or filter behind a
// feature that is off (a user's tenants without multi-tenancy) is not shown, asked for or sent, nor
// a field only for those who read across tenants (a log's tenant) or only for super admins (a user's
// password) to anyone else.
import { useMemo } from 'react';
import { isFeatureEnabled, type FeatureName } from '@/lib/feature-tree';
import { isSuperAdmin } from '@/lib/permissions';
import type { ListFilter, ResourceDefinition } from '@/lib/resource-definition';
import { isFeatureOn, useFeatureTree } from '@/stores/features';
import { useSession } from '@/stores/session';

type IsOn = (name: FeatureName) => boolean;
const shown = (isOn: IsOn) => (item: { feature?: FeatureName }) => !item.feature || isOn(item.feature);

export function activeResource<T extends { id: number }, P>(
  resource: ResourceDefinition<T, P>, isOn: IsOn, acrossTenants = false,
): ResourceDefinition<T, P> {
  const fields = resource.fields.filter((field) => shown(isOn)(field) && (acrossTenants || (!field.acrossTenants && !field.superAdminOnly)));
  const filters = resource.filters?.filter(shown(isOn));
  if (fields.length === resource.fields.length && filters?.length === resource.filters?.length) return resource;
  return { ...resource, fields, filters };
}

/** The filters to send now (loaders and exports read the features outside React). */
export function activeFilters(filters: ListFilter[] | undefined): ListFilter[] | undefined {
  return filters?.filter(shown(isFeatureOn));
}

export function useActiveResource<T extends { id: number }, P>(resource: ResourceDefinition<T, P>): ResourceDefinition<T, P> {
  const tree = useFeatureTree((state) => state.tree);
  const acrossTenants = useSession((state) => isSuperAdmin(state.user));
  return useMemo(() => activeResource(resource, (name) => isFeatureEnabled(tree, name), acrossTenants), [resource, tree, acrossTenants]);
}
