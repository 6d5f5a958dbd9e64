// The production build with every configuration key it can take at a non-default value
// (tests/e2e/support/config.configured.json, the `configured` project; issue 21): the dashboard
// area at /backoffice, the sign-in page at /signin, token mode, 25 rows a page, CHF.
// The app's own /admin and /login are then 404s.
import { expect, test } from './support/fixtures';

const configured = { tag: '@configured' };
const ARRIVE = { timeout: 45_000 };

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

  // The route tree's own addresses are not pages here.
  for (const path of ['/admin/dashboard', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(ARRIVE);
  }
});

test("the header's Sign in leads to /signin", configured, async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveAttribute('href', '/signin', ARRIVE);
  await signIn.click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
