// A long admin list: going back to it from a record returns to the place the user left. Its rows
// below the window are drawn a frame after the first ones; the page keeps its length meanwhile.
// Its next page, asked for from the pager at the bottom, starts at the top.
import { expect, mockControl, signIn, test } from './support/fixtures';

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

test('page 2 from the pager at the bottom of a 100-row list: the top at once, the old rows out of reach, its first screen first', async ({ page, backendUrl }) => {
  await signIn(page, 'superadmin@example.com');
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto('/admin/order-items?per_page=100');
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(100);
  const firstKey = await rows.first().getAttribute('data-row-key');
  const pageTwo = page.locator('.ant-pagination-item-2');
  await pageTwo.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  // How many rows the frame that first shows page 2 holds.
  const firstFrameRows = page.evaluate(
    (before) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = document.querySelectorAll('tbody tr[data-row-key]');
          if (shown[0]?.getAttribute('data-row-key') === before) return;
          observer.disconnect();
          resolve(shown.length);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    firstKey,
  );

  await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'slow' });
  await pageTwo.click();
  // While page 2 loads: at the top, the spinner in view, and the old rows under the veil.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.ant-spin-spinning > .ant-spin-section')).toBeInViewport();
  const link = rows.first().getByRole('link').first();
  const box = (await link.boundingBox())!;
  expect(await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('tbody')), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe(false);
  await mockControl(page, backendUrl, 'POST', 'scenario', { name: null });

  await expect(page).toHaveURL(/[?&]page=2\b/);
  expect(await firstFrameRows).toBeLessThan(50);
  await expect(rows.first()).not.toHaveAttribute('data-row-key', firstKey!);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
