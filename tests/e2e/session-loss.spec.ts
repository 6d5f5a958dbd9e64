// Session loss in the middle of work: a 419 retries once after a fresh CSRF cookie and saves; a
// session that is really gone goes to the sign-in page with redirect_path and a notice; Sign out
// under a 419 (the server session lost, remember-me on) is still signed out after a reload.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mockControl, signIn, test } from './support/fixtures';

async function startNewRestaurant(page: Page, name: string, path = '/admin/restaurants/create') {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'New restaurant', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Address', { exact: true }).fill('1 Rue du Test, 69001 Lyon');
}

test('a 419 on Save fetches a fresh CSRF cookie, sends again and saves', async ({ page, backendUrl }) => {
  test.slow(); // signs in, opens the admin form, saves and (401) signs in again
  await startNewRestaurant(page, 'Bistro 419');
  await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'csrf-expired' });
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/sanctum/csrf-cookie'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await refreshed;
  await expect(page.getByRole('heading', { name: 'Bistro 419', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/restaurants\/\d+$/);
});

test('a 401 on Save goes to the sign-in page with redirect_path and the notice; signing in comes back', async ({ page, backendUrl }) => {
  test.slow(); // signs in, opens the admin form, saves and (401) signs in again
  await startNewRestaurant(page, 'Bistro 401', '/admin/restaurants/create?from=e2e#name');
  await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'session-expired' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/login\?redirect_path=%2Fadmin%2Frestaurants%2Fcreate%3Ffrom%3De2e%23name&notice=session-ended$/);
  await expect(page.getByText('Your session has ended. Sign in again to continue; your changes are kept.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/restaurants\/create\?from=e2e#name$/);
  await expect(page.getByRole('heading', { name: 'New restaurant', level: 1 })).toBeVisible();
});

// Production build only: the demo keeps its cookies inside the page (MSW), where the browser cannot drop one.
test('sign-out under a 419 with remember-me on is final: still signed out after a reload', { tag: '@prod-only' }, async ({ page, context }) => {
  await signIn(page, 'user@example.com'); // "Keep me signed in" is on by default
  const menu = page.getByRole('button', { name: 'Account menu of Uma User' });
  await expect(menu).toBeVisible();
  // The server session is gone (it expired): only the remember-me cookie and a stale XSRF token are left.
  await context.clearCookies({ name: 'lunch_session' });

  const logouts: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/auth/logout')) logouts.push(response.status());
  });
  await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(logouts).toEqual([419, 204]);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirect_path=%2Fcheckout$/);
});
