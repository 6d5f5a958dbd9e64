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
  orders: { id: 'nav.orders', defaultMessage: 'Orders' },
  ordersText: { id: 'nav.orders.description', defaultMessage: 'Orders and where they stand; staff move them along.' },
  orderItems: { id: 'nav.orderItems', defaultMessage: 'Order items' },
  orderItemsText: { id: 'nav.orderItems.description', defaultMessage: 'Every ordered item, by status and payer.' },
  changeLog: { id: 'nav.changeLog', defaultMessage: 'Change log' },
  changeLogText: { id: 'nav.changeLog.description', defaultMessage: 'What changed in each version of the app.' },
  tenants: { id: 'nav.tenants', defaultMessage: 'Tenants' },
  tenantsText: { id: 'nav.tenants.description', defaultMessage: 'The companies whose people order, and what belongs to each.' },
  restaurants: { id: 'nav.restaurants', defaultMessage: 'Restaurants' },
  restaurantsText: { id: 'nav.restaurants.description', defaultMessage: 'Restaurants with their menus and contacts.' },
  restaurantMenus: { id: 'nav.restaurantMenus', defaultMessage: 'Restaurant menus' },
  restaurantMenusText: { id: 'nav.restaurantMenus.description', defaultMessage: 'Every menu of every restaurant in one list.' },
  discounts: { id: 'nav.discounts', defaultMessage: 'Discounts' },
  discountsText: { id: 'nav.discounts.description', defaultMessage: 'Discounts of tenants, restaurants and menus.' },
  images: { id: 'nav.images', defaultMessage: 'Images' },
  imagesText: { id: 'nav.images.description', defaultMessage: 'Pictures of restaurants and menus.' },
});

export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: labels.dashboard, description: labels.dashboardText, group: 'overview' },
  { path: '/profile', label: labels.profile, description: labels.profileText, group: 'overview' },
  { path: '/tenants', label: labels.tenants, description: labels.tenantsText, group: 'catalogue', permission: 'tenants.view', feature: 'multi-tenancy' },
  { path: '/restaurants', label: labels.restaurants, description: labels.restaurantsText, group: 'catalogue', permission: 'restaurants.view' },
  {
    path: '/restaurant-menus',
    label: labels.restaurantMenus,
    description: labels.restaurantMenusText,
    group: 'catalogue',
    permission: 'restaurant-menus.view',
  },
  { path: '/discounts', label: labels.discounts, description: labels.discountsText, group: 'catalogue', permission: 'discounts.view', feature: 'discount' },
  { path: '/images', label: labels.images, description: labels.imagesText, group: 'catalogue', permission: 'images.view', feature: 'images' },
  // Everyone signed in follows their own orders; the permissions widen the lists to the tenant's.
  { path: '/orders', label: labels.orders, description: labels.ordersText, group: 'ordersBilling' },
  { path: '/order-items', label: labels.orderItems, description: labels.orderItemsText, group: 'ordersBilling' },
  { path: '/change-log', label: labels.changeLog, description: labels.changeLogText, group: 'settings', feature: 'change-log' },
];

/** The entries this user may open with the features that are on. */
export function visibleNavItems(user: User | null | undefined, featureOn: (name: FeatureName) => boolean): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (!item.permission || hasPermission(user, item.permission)) && (!item.feature || featureOn(item.feature)),
  );
}
