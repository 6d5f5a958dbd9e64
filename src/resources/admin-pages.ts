// The side menu's pages (spec §2). Administrators: each resource's list, from its definition's
// `nav`, and the pages that are not resources, by group. A person who only orders (ordersOnly):
// their own short menu — Order lunch, their dashboard, My orders, My month, My bills, Notifications, Profile — at the same
// addresses, with no group and no word of administration.
import { defineMessages } from 'react-intl';
import type { NavItem } from '@/components/admin-nav/nav-items';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import { NAV_GROUPS, type AnyResource, type NavGroup, type NavPlacement } from '@/lib/resource-definition';
import { bills } from './bills';
import { orders } from './orders';
import { RESOURCES } from './registry';

const labels = defineMessages({
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  orderLunch: { id: 'nav.orderLunch', defaultMessage: 'Order lunch' },
  dashboardText: { id: 'nav.dashboard.description', defaultMessage: 'Who you are and where to go next.' },
  profile: { id: 'nav.profile', defaultMessage: 'Profile' },
  profileText: { id: 'nav.profile.description', defaultMessage: 'Your name, e-mail address and password.' },
  features: { id: 'nav.features', defaultMessage: 'Features' },
  featuresText: { id: 'nav.features.description', defaultMessage: 'Switch the parts of the product on or off.' },
  myMonth: { id: 'nav.myMonth', defaultMessage: 'My month' },
  notifications: { id: 'nav.notifications', defaultMessage: 'Notifications' },
  notificationsText: { id: 'nav.notifications.description', defaultMessage: 'What happened to your orders and bills, and what needs you.' },
  kitchen: { id: 'nav.kitchen', defaultMessage: 'Kitchen board' },
  kitchenText: { id: 'nav.kitchen.description', defaultMessage: 'What to prepare on a day, restaurant by restaurant; move orders along in bulk and print the sheet.' },
  changeLog: { id: 'nav.changeLog', defaultMessage: 'Change log' },
  changeLogText: { id: 'nav.changeLog.description', defaultMessage: 'What changed in each version of the app.' },
});

type Placed = NavItem & { group: NavGroup; order: number };

/** The pages that are not resources, with their place in the menu. */
function otherPages(): Placed[] {
  return [
    { to: adminPath('/dashboard'), label: labels.dashboard, description: labels.dashboardText, group: 'overview', order: 10 },
    // The menus: the landing, where everyone orders (staff too).
    { to: '/', label: labels.orderLunch, group: 'overview', order: 15 },
    { to: adminPath('/my-month'), label: labels.myMonth, group: 'overview', order: 16 },
    { to: adminPath('/profile'), label: labels.profile, description: labels.profileText, group: 'overview', order: 20 },
    // Before the orders list: the day's work of the people who cook and deliver (features/kitchen).
    {
      to: adminPath('/kitchen'), label: labels.kitchen, description: labels.kitchenText, group: 'ordersBilling', order: 5,
      permission: 'orders.update',
    },
    {
      to: adminPath('/notifications'), label: labels.notifications, description: labels.notificationsText, group: 'overview', order: 18,
      feature: FEATURES.alerts,
    },
    {
      to: adminPath('/settings/features'), label: labels.features, description: labels.featuresText, group: 'settings', order: 30,
      permission: 'features.view',
    },
    {
      to: adminPath('/change-log'), label: labels.changeLog, description: labels.changeLogText, group: 'settings', order: 90,
      feature: FEATURES.changeLog,
    },
  ];
}

function resourcePage(resource: AnyResource, nav: NavPlacement): Placed {
  return {
    to: resource.routes.list({}),
    label: resource.labels.plural,
    description: nav.description,
    group: nav.group,
    order: nav.order,
    // Everyone signed in follows their own records (orders); the permission widens the list.
    permission: resource.ownRecords ? undefined : `${resource.permission}.view`,
    feature: resource.feature,
  };
}

/** Every admin page of the menu, in the menu's order. */
export function adminPages(): NavItem[] {
  const placed = [...otherPages(), ...RESOURCES.flatMap((resource) => (resource.nav ? [resourcePage(resource, resource.nav)] : []))];
  const rank = (item: Placed) => NAV_GROUPS.indexOf(item.group) * 1000 + item.order;
  return placed.sort((a, b) => rank(a) - rank(b)).map(({ order: _order, ...item }) => item);
}

/** The menu of a person who only orders: what they do here, worded as theirs. */
export function personalPages(): NavItem[] {
  return [
    { to: '/', label: labels.orderLunch },
    { to: adminPath('/dashboard'), label: labels.dashboard },
    { to: orders.routes.list({}), label: orders.labels.own ?? orders.labels.plural },
    { to: adminPath('/my-month'), label: labels.myMonth },
    { to: bills.routes.list({}), label: bills.labels.own ?? bills.labels.plural, feature: bills.feature },
    { to: adminPath('/notifications'), label: labels.notifications, feature: FEATURES.alerts },
    { to: adminPath('/profile'), label: labels.profile },
    { to: adminPath('/change-log'), label: labels.changeLog, feature: FEATURES.changeLog },
  ];
}
