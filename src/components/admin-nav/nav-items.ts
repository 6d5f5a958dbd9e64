// An entry of the side menu, and which of them a user sees. The entries themselves come from the
// resource definitions and the few pages beside them (src/resources/admin-pages.ts); a person who
// only orders gets a short menu of their own, without groups.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { User } from '@/api/models';
import type { FeatureName } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import type { NavGroup } from '@/lib/resource-definition';

export interface NavItem {
  /** The page's path, e.g. '/admin/profile'. */
  to: string;
  label: MessageDescriptor;
  description?: MessageDescriptor;
  /** The menu's group; the entries of a menu without groups (a person who only orders) have none. */
  group?: NavGroup;
  /** Shown only to users with this permission. */
  permission?: string;
  /** Shown only while this feature is on. */
  feature?: FeatureName;
}

export const navGroupLabels = defineMessages<NavGroup>({
  overview: { id: 'nav.group.overview', defaultMessage: 'Overview' },
  catalogue: { id: 'nav.group.catalogue', defaultMessage: 'Catalogue' },
  ordersBilling: { id: 'nav.group.ordersBilling', defaultMessage: 'Orders and billing' },
  usersAccess: { id: 'nav.group.usersAccess', defaultMessage: 'Users and access' },
  settings: { id: 'nav.group.settings', defaultMessage: 'Settings' },
  localizations: { id: 'nav.group.localizations', defaultMessage: 'Localizations' },
  logs: { id: 'nav.group.logs', defaultMessage: 'Logs' },
});

/** The entries this user may open with the features that are on. */
export function visibleNavItems(items: NavItem[], user: User | null | undefined, featureOn: (name: FeatureName) => boolean): NavItem[] {
  return items.filter((item) => (!item.permission || hasPermission(user, item.permission)) && (!item.feature || featureOn(item.feature)));
}
