import { expect, signIn, test } from './support/fixtures';

const landings = [
  ['superadmin@example.com', '/admin/dashboard'],
  ['admin@example.com', '/admin/dashboard'],
  ['user@example.com', '/'],
  ['user2@example.com', '/'],
  ['unverified@example.com', '/verify-email'],
] as const;

for (const [email, path] of landings) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL((url) => url.pathname === path);
  });
}

test('wrong password shows the server message on the form and keeps the address', async ({ page }) => {
  await signIn(page, 'user@example.com', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication failed' })).toBeVisible();
  // The server's field error on its field, announced and tied to it.
  const email = page.getByLabel('E-mail address');
  await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }).first()).toBeVisible();
  await expect(email).toHaveValue('user@example.com');
});

test('signing out clears the user and goes to /', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The admin layout drawn: the sign-in page's header, with its own account button, is gone (a
  // click on that one, just before it went, opened a menu that went with it).
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect_path=%2Fadmin%2Fdashboard$/);
});

test('token mode signs in with a stored bearer token', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch().catch(() => undefined);
    const base = response?.ok() && (response.headers()['content-type'] ?? '').includes('json') ? await response.json() : {};
    await route.fulfill({ json: { ...base, authenticateWithToken: true } });
  });
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^\d+\|.+/);
  await expect(page.getByText('admin@example.com').first()).toBeVisible();
});
