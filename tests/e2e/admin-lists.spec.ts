// A long admin list: going back to it from a record returns to the place the user left. Its rows
// below the window are drawn a frame after the first ones; the page keeps its length meanwhile.
import { expect, signIn, test } from './support/fixtures';

test('going back to a 100-row list restores where it was scrolled to', async ({ page }) => {
  await signIn(page, 'superadmin@example.com');
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto('/admin/order-items?per_page=100');
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(100);
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
  const listUrl = page.url();
  await rows.nth(60).getByRole('link').first().click();
  await expect(page).not.toHaveURL(listUrl);
  await page.goBack();
  await expect(rows).toHaveCount(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
});
