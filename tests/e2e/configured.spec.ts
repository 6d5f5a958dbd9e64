// The production build with every configuration key it can take at a non-default value
// (tests/e2e/support/config.configured.json, the `configured` project; issue 21): the dashboard
// area at /backoffice, the sign-in page at /signin, token mode, 25 rows a page, CHF, dates typed
// as DD.MM.YYYY, API version 2, the landing on a restaurant's page, another name and version.
// The app's own /admin and /login are then 404s.
import { expect, test } from './support/fixtures';

const configured = { tag: '@configured' };
const ARRIVE = { timeout: 45_000 };

// apiVersion 2: the mock serves v1 only, so each v2 call is passed on to its v1 twin; a v1 call
// from the app would mean the key was ignored, and is refused (the console check then fails too).
// The production build's service worker fetches the public reads itself, out of page.route's
// sight: it is kept out here (the PWA has its own tests), which the app hears as a warning.
test.use({ serviceWorkers: 'block', consoleExpected: [/^Service Worker registration blocked by Playwright$/] });
let unversionedCalls: string[] = [];
test.beforeEach(async ({ page }) => {
  unversionedCalls = [];
  await page.route(/\/api\/v\d+\//, async (route) => {
    const url = route.request().url();
    if (url.includes('/api/v2/')) return route.continue({ url: url.replace('/api/v2/', '/api/v1/') });
    unversionedCalls.push(url);
    return route.abort();
  });
});
test.afterEach(async ({ page }) => {
  expect(unversionedCalls, 'calls that ignored apiVersion').toEqual([]);
  // The rewrite lasts as long as the page: a call the app starts while the test's context closes
  // can reach the mock as v2, which it does not serve (the run's contract check failed on one).
  // A blank page starts none.
  await page.goto('about:blank');
});

test('a visitor is sent to /signin, signs in with a token and comes back under /backoffice', configured, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/backoffice/orders?x=1');
  await expect(page).toHaveURL(/\/signin\?redirect_path=%2Fbackoffice%2Forders%3Fx%3D1$/, ARRIVE);
  await page.getByLabel('E-mail address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/orders\?x=1$/, ARRIVE);
  // Token mode: the credential is the stored token, and the calls carry it.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  // 25 rows a page; amounts in CHF.
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(ARRIVE);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^1–25 of \d+$/);
  await expect(table).toContainText('CHF');

  // Every link of the area, the menu's and the crumbs', stays under /backoffice.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Restaurants' }).click();
  await expect(page).toHaveURL(/\/backoffice\/restaurants$/);
  await page.getByRole('table', { name: 'Restaurants' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/backoffice\/restaurants\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Restaurants' })).toHaveAttribute('href', '/backoffice/restaurants');
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => href?.startsWith('/admin') || href?.startsWith('/login'))).toEqual([]);

  // Dates are typed as DD.MM.YYYY (projectDateFormat) and sent to the API as ISO dates.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Orders' }).click();
  const from = page.getByLabel('Requested date: From');
  await expect(from).toHaveAttribute('placeholder', 'Requested date: From (DD.MM.YYYY)');
  await from.click();
  await page.keyboard.type('01.12.2024');
  await expect(from).toHaveValue('01.12.2024');
  await page.keyboard.press('Tab');
  await page.keyboard.type('31.12.2024');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=2024-12-01&till=2024-12-31/);

  // The route tree's own addresses are not pages here.
  for (const path of ['/admin/dashboard', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(ARRIVE);
  }
});

test("the header's Sign in leads to /signin; name, version and landing are the configured ones", configured, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Mittag · version 7.1.0-configured')).toBeVisible(ARRIVE);
  // The top bar's home link goes to the configured landing.
  await expect(page.getByRole('link', { name: 'Mittag', exact: true })).toHaveAttribute('href', '/restaurants/1');
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveAttribute('href', '/signin', ARRIVE);
  await signIn.click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Mittag/);

  // Signing out goes to the landing, the restaurant's page.
  await page.getByLabel('E-mail address').fill('user@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: /Account menu of/ }).click(ARRIVE);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/restaurants\/1$/, ARRIVE);
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Marcel' })).toBeVisible(ARRIVE);
});
