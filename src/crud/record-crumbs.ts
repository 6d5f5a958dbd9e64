// The breadcrumb trail above a record's or a create page: the list (or, for a child, the parent's
// list and the parent), then the page itself.
import type { IntlShape } from 'react-intl';
import type { Crumb } from './crumbs';
import type { AnyRecord, ResourceDefinition } from '@/lib/resource-definition';

export function recordCrumbs<T extends { id: number }, P>(
  intl: IntlShape,
  resource: ResourceDefinition<T, P>,
  params: P,
  parentRecord: AnyRecord | undefined,
  current: string,
): Crumb[] {
  const parent = resource.parent?.resource();
  const trail: Crumb[] = parent
    ? [
        { label: intl.formatMessage(parent.labels.plural), to: parent.routes.list({}) },
        { label: parentRecord ? parent.titleOf(parentRecord, intl) : '', to: resource.routes.list(params) },
      ]
    : [{ label: intl.formatMessage(resource.labels.plural), to: resource.routes.list(params) }];
  return [...trail, { label: current }];
}
