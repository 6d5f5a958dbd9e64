// The admin area's pages, grouped as in spec §2. The side menu and the dashboard both read this
// list; an issue that adds an admin page adds its entry here.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { User } from '@/api/models';
import type { FeatureName } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';

export type NavGroup = 'overview' | 'catalogue' | 'ordersBilling' | 'usersAccess' | 'settings' | 'localizations' | 'logs';

export interface NavItem {
  /** Path below the dashboard area (dashboardSuffixUrl), e.g. '/profile'. */
  path: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  group: NavGroup;
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

const labels = defineMessages({
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  dashboardText: { id: 'nav.dashboard.description', defaultMessage: 'Who you are and where to go next.' },
  profile: { id: 'nav.profile', defaultMessage: 'Profile' },
  profileText: { id: 'nav.profile.description', defaultMessage: 'Your name, e-mail address and password.' },
  changeLog: { id: 'nav.changeLog', defaultMessage: 'Change log' },
  changeLogText: { id: 'nav.changeLog.description', defaultMessage: 'What changed in each version of the app.' },
});

export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: labels.dashboard, description: labels.dashboardText, group: 'overview' },
  { path: '/profile', label: labels.profile, description: labels.profileText, group: 'overview' },
  { path: '/change-log', label: labels.changeLog, description: labels.changeLogText, group: 'settings', feature: 'change-log' },
];

/** The entries this user may open with the features that are on. */
export function visibleNavItems(user: User | null | undefined, featureOn: (name: FeatureName) => boolean): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (!item.permission || hasPermission(user, item.permission)) && (!item.feature || featureOn(item.feature)),
  );
}
