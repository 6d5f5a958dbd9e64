// The list filters to send now: those whose feature is on (loaders and exports read the features
// outside React). Apart from active-resource.ts, which only the pages need: list-search.ts, which
// every list route's search validation imports, stays small in the app's first file.
import type { FeatureName } from '@/lib/feature-tree';
import type { ListFilter } from '@/lib/resource-definition';
import { isFeatureOn } from '@/stores/features';

export type IsOn = (name: FeatureName) => boolean;
export const shown = (isOn: IsOn) => (item: { feature?: FeatureName }) => !item.feature || isOn(item.feature);

export function activeFilters(filters: ListFilter[] | undefined): ListFilter[] | undefined {
  return filters?.filter(shown(isFeatureOn));
}
