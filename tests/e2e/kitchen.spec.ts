import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

// The kitchen board (issue 33.1): staff move today's received orders to Accepted in one action and
// the people who ordered see it; axe in both languages, on a wide screen and a phone; the printed
// sheet, a page per restaurant with no navigation.
const inProd = { tag: '@prod-only' };

const sections = (page: Page) => page.locator('.kitchen-section');

async function openBoard(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/admin/kitchen`);
  await expect(page.locator('h1')).toBeVisible({ timeout: 30_000 });
  await expect(sections(page).first()).toBeVisible({ timeout: 30_000 });
}

test('staff move today’s received orders to Accepted in one action; the people who ordered see it', async ({ page }) => {
  test.slow(); // two sign-ins and the board
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // From the menu, under Orders and billing.
  await page.getByRole('link', { name: 'Kitchen board' }).first().click();
  await expect(page.locator('h1')).toHaveText('Kitchen board');
  await expect(sections(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await sections(page).count()).toBeGreaterThan(1);
  await expect(page.getByText(/^Last refreshed at /)).toBeVisible();

  // Uma's received orders: where she will look for them afterwards.
  const umas = page.locator('.kitchen-order').filter({ hasText: 'Uma User' }).filter({ has: page.locator('.lunch-status', { hasText: /^Received$/ }) });
  const links = await umas.locator('a.kitchen-order-number').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(links.length).toBeGreaterThan(0);

  const selectAll = page.getByRole('button', { name: /^Select all orders in status Received \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await selectAll.textContent())!)![1]);
  expect(count).toBeGreaterThan(2);
  await selectAll.click();
  const bar = page.getByRole('region', { name: `${count} orders selected` });
  await expect(bar).toContainText(`Accepted (${count} of ${count})`);
  await bar.getByRole('button', { name: 'Move the selected orders' }).click();
  const results = page.getByRole('alert');
  await expect(results).toContainText(`Moved to Accepted: ${count} of ${count}`);
  await expect(results.getByRole('listitem')).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Select all orders in status Received (0)' })).toBeDisabled();

  // Uma signs in and finds her orders accepted.
  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await page.getByText('Sign out').click();
  await expect(page.getByRole('link', { name: 'Sign in' }).or(page.getByRole('heading', { name: 'Sign in' })).first()).toBeVisible();
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  for (const link of links) {
    await page.goto(link);
    await expect(page.locator('h1')).toHaveText(/[A-Z]-\d{4}-\d{6}/, { timeout: 30_000 });
    await expect(page.getByRole('main').locator('.lunch-status').first()).toHaveText('Accepted');
  }
});

for (const prefix of ['', '/fr']) {
  const language = prefix ? 'fr' : 'en';
  test(`axe: the kitchen board with a selection, wide and on a phone (${language})`, inProd, async ({ page }) => {
    test.setTimeout(240_000); // four axe runs
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await openBoard(page, prefix);
      await expectNoAxeViolations(page);
      await page.locator('.kitchen-order .ant-checkbox-input').first().check();
      const bar = page.locator('.kitchen-bulk');
      await expect(bar).toBeVisible();
      // The bar stays in reach at the bottom of the screen under a long list.
      await bar.scrollIntoViewIfNeeded();
      const box = (await bar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  });
}

test('the printed sheet: a page per restaurant, its totals first, no navigation', inProd, async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openBoard(page);
  const restaurants = await sections(page).count();
  await page.emulateMedia({ media: 'print' });
  for (const chrome of ['.ant-layout-sider', '.ant-layout-header', 'nav', 'h1', '.kitchen-toolbar']) {
    await expect(page.locator(chrome).filter({ visible: true })).toHaveCount(0);
  }
  await expect(page.locator('.ant-checkbox').filter({ visible: true })).toHaveCount(0);
  const styles = await sections(page).evaluateAll((all) =>
    all.map((section) => ({
      breakAfter: getComputedStyle(section).breakAfter,
      totalsFirst: Boolean(section.querySelector('table')!.compareDocumentPosition(section.querySelector('.kitchen-orders, .kitchen-muted')!) & Node.DOCUMENT_POSITION_FOLLOWING),
      fontSize: parseFloat(getComputedStyle(section.querySelector('h2')!).fontSize),
    })),
  );
  expect(styles.map((style) => style.breakAfter)).toEqual([...Array(restaurants - 1).fill('page'), 'auto']);
  expect(styles.every((style) => style.totalsFirst)).toBe(true);
  expect(Math.min(...styles.map((style) => style.fontSize))).toBeGreaterThanOrEqual(28); // 22pt
  // Chromium's own print: as many pages as restaurants.
  const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(restaurants);
  await page.emulateMedia({ media: null });
});
