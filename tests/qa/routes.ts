// The routes a QA run opens: spec §2's screens, each as it exists in src/routes/ (all of them do
// today; a route the spec adds later joins here). A path's {placeholders} are sample records found
// at run time through the API with the account's own session (discoverSamples), never the demo's
// ids. A route whose list the account may not read is opened with a placeholder id (its guard must
// refuse it); one with no record to open is skipped and says so.
import type { Page } from '@playwright/test';
import { apiCall } from './api';

export type Sample =
  | 'restaurant' | 'menu' | 'contact' | 'bill' | 'user' | 'order' | 'tenant' | 'discount' | 'role' | 'permission'
  | 'feature' | 'text' | 'language' | 'translation';

export type Samples = Partial<Record<Sample, number>>;

/** Spec §2, in its order, and the pages added since (the kitchen board, issue 33). */
export const QA_ROUTES: readonly string[] = [
  // Public and user routes (reset-password needs a mailed token: it opens and says the link is invalid).
  '/', '/login', '/sign-up', '/checkout', '/reset-password', '/forgot-password', '/restaurants/{restaurant}', '/verify-email',
  // Admin routes.
  '/admin/dashboard', '/admin/change-log', '/admin/logs', '/admin/bills', '/admin/bills/{bill}',
  '/admin/users', '/admin/users/create', '/admin/users/{user}', '/admin/users/{user}/roles/add',
  '/admin/images', '/admin/orders', '/admin/orders/{order}', '/admin/order-items', '/admin/kitchen', '/admin/profile',
  '/admin/tenants', '/admin/tenants/create', '/admin/tenants/{tenant}', '/admin/tenants/link/91/{restaurant}',
  '/admin/discounts', '/admin/discounts/create', '/admin/discounts/{discount}',
  '/admin/restaurants', '/admin/restaurants/create', '/admin/restaurants/{restaurant}',
  '/admin/restaurants/{restaurant}/menus/add', '/admin/restaurants/{restaurant}/menus/{menu}',
  '/admin/restaurants/{restaurant}/contacts/add', '/admin/restaurants/{restaurant}/contacts/{contact}',
  '/admin/restaurant-menus',
  '/admin/settings/roles', '/admin/settings/roles/create', '/admin/settings/roles/{role}', '/admin/settings/roles/{role}/permissions/add',
  '/admin/settings/permissions', '/admin/settings/permissions/{permission}',
  '/admin/settings/features', '/admin/settings/features/{feature}',
  '/admin/localizations/texts', '/admin/localizations/texts/create', '/admin/localizations/texts/{text}',
  '/admin/localizations/texts/{text}/languages/{language}/translations/create',
  '/admin/localizations/languages', '/admin/localizations/languages/create', '/admin/localizations/languages/{language}',
  '/admin/localizations/translations', '/admin/localizations/translations/{translation}',
];

/** The path with its samples filled in, or the samples it lacks. */
export function fillRoute(template: string, samples: Samples): { path: string } | { missing: string[] } {
  const missing: string[] = [];
  const path = template.replace(/\{(\w+)\}/g, (_, name: Sample) => {
    const id = samples[name];
    if (id === undefined) missing.push(name);
    return String(id);
  });
  return missing.length > 0 ? { missing } : { path };
}

/** Not a record: stands in where the account may not list any (see firstId). */
const FORBIDDEN_PLACEHOLDER = 0;

/** Where each sample comes from: the first row of a list the account may read. */
const TOP_LEVEL: [Sample, string][] = [
  ['restaurant', 'api/v1/restaurants'], ['bill', 'api/v1/bills'], ['user', 'api/v1/users'], ['order', 'api/v1/orders'],
  ['tenant', 'api/v1/tenants'], ['discount', 'api/v1/discounts'], ['role', 'api/v1/roles'], ['permission', 'api/v1/permissions'],
  ['feature', 'api/v1/features'], ['text', 'api/v1/texts'], ['language', 'api/v1/languages'], ['translation', 'api/v1/translations'],
];

/**
 * A record the account can open; for a list it may not read (403), a placeholder id: the app's
 * guard refuses the page whatever the id, and that refusal is what the route's test then checks.
 */
async function firstId(page: Page, backendUrl: string, path: string): Promise<number | undefined> {
  const answer = await apiCall(page, backendUrl, 'GET', `${path}?page=1&per_page=10`);
  if (answer.status === 403) return FORBIDDEN_PLACEHOLDER;
  if (answer.status !== 200) return undefined;
  const data = (answer.body as { data?: { id?: unknown }[] } | undefined)?.data;
  const id = Array.isArray(data) ? data[0]?.id : undefined;
  return typeof id === 'number' ? id : undefined;
}

/** The samples this account can see (the page is signed in and on the frontend). */
export async function discoverSamples(page: Page, backendUrl: string): Promise<Samples> {
  const samples: Samples = {};
  for (const [sample, path] of TOP_LEVEL) {
    const id = await firstId(page, backendUrl, path);
    if (id !== undefined) samples[sample] = id;
  }
  // A user cannot list restaurants: the public menus name one for its public page.
  if (samples.restaurant === undefined) {
    const menus = await apiCall(page, backendUrl, 'GET', `api/v1/public/menus?date=${new Date().toISOString().slice(0, 10)}`);
    const first = (menus.body as { data?: { restaurant_id?: unknown }[] } | undefined)?.data?.[0]?.restaurant_id;
    if (menus.status === 200 && typeof first === 'number') samples.restaurant = first;
  }
  if (samples.restaurant !== undefined) {
    const menu = await firstId(page, backendUrl, `api/v1/restaurants/${samples.restaurant}/menus`);
    const contact = await firstId(page, backendUrl, `api/v1/restaurants/${samples.restaurant}/contacts`);
    if (menu !== undefined) samples.menu = menu;
    if (contact !== undefined) samples.contact = contact;
  }
  return samples;
}
