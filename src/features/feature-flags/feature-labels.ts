// A readable label and a one-line description per feature name of the backend's tree. A name the
// app does not know (a newer backend) shows as it is, without a description.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FeatureName } from '@/lib/feature-tree';

const labels = defineMessages({
  'multi-tenancy': { id: 'features.name.multiTenancy', defaultMessage: 'Multi-tenancy' },
  ecommerce: { id: 'features.name.ecommerce', defaultMessage: 'Online ordering' },
  payer: { id: 'features.name.payer', defaultMessage: 'Payer' },
  'request-date': { id: 'features.name.requestDate', defaultMessage: 'Requested date' },
  contact: { id: 'features.name.contact', defaultMessage: 'Contact details' },
  shipping: { id: 'features.name.shipping', defaultMessage: 'Shipping' },
  delivery: { id: 'features.name.delivery', defaultMessage: 'Delivery' },
  payment: { id: 'features.name.payment', defaultMessage: 'Payment' },
  discount: { id: 'features.name.discount', defaultMessage: 'Discounts' },
  localization: { id: 'features.name.localization', defaultMessage: 'Localization' },
  logs: { id: 'features.name.logs', defaultMessage: 'Logs' },
  'change-log': { id: 'features.name.changeLog', defaultMessage: 'Change log' },
  'landing-page': { id: 'features.name.landingPage', defaultMessage: 'Landing page' },
  search: { id: 'features.name.search', defaultMessage: 'Search' },
  bills: { id: 'features.name.bills', defaultMessage: 'Bills' },
  images: { id: 'features.name.images', defaultMessage: 'Images' },
  alerts: { id: 'features.name.alerts', defaultMessage: 'Alerts' },
  variables: { id: 'features.name.variables', defaultMessage: 'Variables' },
  'user-roles': { id: 'features.name.userRoles', defaultMessage: 'User roles' },
  'role-permissions': { id: 'features.name.rolePermissions', defaultMessage: 'Role permissions' },
  exports: { id: 'features.name.exports', defaultMessage: 'Exports' },
  registration: { id: 'features.name.registration', defaultMessage: 'Registration' },
  'social-login': { id: 'features.name.socialLogin', defaultMessage: 'Social login' },
  'desktop-app': { id: 'features.name.desktopApp', defaultMessage: 'Desktop app' },
}) satisfies Record<FeatureName, MessageDescriptor>;

const descriptions = defineMessages({
  'multi-tenancy': { id: 'features.description.multiTenancy', defaultMessage: 'Several companies (tenants) share the app; each sees its own data.' },
  ecommerce: { id: 'features.description.ecommerce', defaultMessage: 'Ordering from the menus: cart, checkout and orders.' },
  payer: { id: 'features.description.payer', defaultMessage: 'Choose who pays for each item: the person or their company.' },
  'request-date': { id: 'features.description.requestDate', defaultMessage: 'Ask for the wanted delivery date at checkout.' },
  contact: { id: 'features.description.contact', defaultMessage: 'Ask for contact details at checkout.' },
  shipping: { id: 'features.description.shipping', defaultMessage: 'Ask for a shipping address at checkout.' },
  delivery: { id: 'features.description.delivery', defaultMessage: 'Offer a choice of delivery at checkout.' },
  payment: { id: 'features.description.payment', defaultMessage: 'Pay by card at checkout.' },
  discount: { id: 'features.description.discount', defaultMessage: 'Apply the discounts of tenants, restaurants and menus to orders.' },
  localization: { id: 'features.description.localization', defaultMessage: 'Offer the app in several languages, with translations managed here.' },
  logs: { id: 'features.description.logs', defaultMessage: 'Keep a log of what users do.' },
  'change-log': { id: 'features.description.changeLog', defaultMessage: 'Show what changed in each version of the app.' },
  'landing-page': { id: 'features.description.landingPage', defaultMessage: 'The public home page with the day’s menus.' },
  search: { id: 'features.description.search', defaultMessage: 'Search the menus and restaurants on the landing page.' },
  bills: { id: 'features.description.bills', defaultMessage: 'Bills for users, tenants and restaurants.' },
  images: { id: 'features.description.images', defaultMessage: 'Upload pictures of restaurants and menus.' },
  alerts: { id: 'features.description.alerts', defaultMessage: 'The notification bell and page: people hear of their orders, requests, bills and new menus without looking.' },
  variables: { id: 'features.description.variables', defaultMessage: 'Setting values the app reads at run time.' },
  'user-roles': { id: 'features.description.userRoles', defaultMessage: 'Give users their roles.' },
  'role-permissions': { id: 'features.description.rolePermissions', defaultMessage: 'Choose the permissions each role carries.' },
  exports: { id: 'features.description.exports', defaultMessage: 'Export the admin tables as CSV files.' },
  registration: { id: 'features.description.registration', defaultMessage: 'Let visitors create their own account (sign up).' },
  'social-login': { id: 'features.description.socialLogin', defaultMessage: 'Sign in with an account of another service.' },
  'desktop-app': { id: 'features.description.desktopApp', defaultMessage: 'Offer the app for installing on a computer.' },
}) satisfies Record<FeatureName, MessageDescriptor>;

function known(name: string): name is FeatureName {
  return Object.hasOwn(labels, name);
}

/** "Registration" for 'registration'; an unknown name as it is. */
export function featureLabel(intl: IntlShape, name: string): string {
  return known(name) ? intl.formatMessage(labels[name]) : name;
}

/** The feature's one-line description; undefined for a name the app does not know. */
export function featureDescription(intl: IntlShape, name: string): string | undefined {
  return known(name) ? intl.formatMessage(descriptions[name]) : undefined;
}
