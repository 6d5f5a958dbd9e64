import { expect, signIn, test } from './support/fixtures';

const PAGES = [
  ['users', '/admin/users'], ['user-create', '/admin/users/create'], ['user-3', '/admin/users/3'],
  ['roles', '/admin/settings/roles'], ['role-2', '/admin/settings/roles/2'], ['permissions', '/admin/settings/permissions'],
  ['permission-24', '/admin/settings/permissions/24'], ['features', '/admin/settings/features'], ['feature-1', '/admin/settings/features/5'],
  ['dashboard', '/admin/dashboard'],
];

test('look', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'superadmin@example.com');
  for (const [name, path] of PAGES) {
    await page.goto(path!);
    await expect(page.locator('h1')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
});
