import { expect, mockControl, signIn, test } from './support/fixtures';

test('a visitor on an admin page goes to login with the whole address, and comes back to it', async ({ page }) => {
  await page.goto('/admin/profile?tab=password#change');
  await expect(page).toHaveURL(/\/login\?redirect_path=%2Fadmin%2Fprofile%3Ftab%3Dpassword%23change$/);
  await page.getByLabel('E-mail address').fill('user@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/profile\?tab=password#change$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a signed-in user on an auth page goes to the role path', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('redirect_path to another origin is refused', async ({ page }) => {
  await page.goto('/login?redirect_path=https%3A%2F%2Fevil.example%2Fapi%2Fsteal');
  await page.getByLabel('E-mail address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('unknown paths show Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('the change log shows what changed for the people who use the app, and only while its feature is on', async ({ page, backendUrl }) => {
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/change-log');
  await expect(page.getByRole('heading', { name: 'Change log', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Version 0.1.0' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Change log' })).toBeVisible();
  await mockControl(page, backendUrl, 'POST', 'features', { name: 'change-log', enabled: false });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Change log/ })).toHaveCount(0);
});
