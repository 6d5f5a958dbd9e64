// Large text and the narrowest phones (issue 22, WCAG 1.4.4 and 1.4.10): with the browser's font
// size at 200 % (32 px) antd's text and controls grow with ours, and no page scrolls sideways at
// 1280 px; at 320 px with the default size neither. The landing, a restaurant page, sign-in,
// checkout, the dashboard, an admin list and an admin record.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { expectNoHorizontalOverflow } from './support/layout';

const ARRIVE = { timeout: 45_000 };

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  ['the landing', '/', (p) => expect(p.getByRole('article').first()).toBeVisible(ARRIVE)],
  ['a restaurant page', '/restaurants/1', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
  ['checkout', '/checkout', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
  ['the dashboard', '/admin/dashboard', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
  ['an admin list', '/admin/orders', (p) => expect(p.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible(ARRIVE)],
  ['an admin record', '/admin/restaurants/1', (p) => expect(p.getByLabel('Description', { exact: true })).toBeVisible(ARRIVE)],
];

async function expectPagesFit(page: Page): Promise<void> {
  for (const [what, path, ready] of PAGES) {
    await page.goto(path);
    await ready(page);
    await expectNoHorizontalOverflow(page, what);
  }
}

test('at 200 % text the sign-in form and every page grow without scrolling sideways @prod-only', async ({ page }) => {
  test.setTimeout(120_000);
  // The browser's font size setting, as the root element's size before any of the page's code runs
  // (the root element may not exist yet when this runs).
  await page.addInitScript(() => {
    const enlarge = () => document.documentElement?.style.setProperty('font-size', '32px') === undefined && Boolean(document.documentElement);
    if (!enlarge()) new MutationObserver((_records, observer) => enlarge() && observer.disconnect()).observe(document, { childList: true });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const email = page.getByLabel('E-mail address');
  await expect(email).toBeVisible(ARRIVE);
  // antd's 14 px text and 32 px controls, doubled like the rest.
  expect(await email.evaluate((input) => getComputedStyle(input).fontSize)).toBe('28px');
  expect((await page.getByRole('button', { name: 'Sign in', exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(60);
  await expectNoHorizontalOverflow(page, 'sign-in');
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  await expectPagesFit(page);
});

test('at 320 px no page scrolls sideways @prod-only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible(ARRIVE);
  await expectNoHorizontalOverflow(page, 'sign-in');
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  await expectPagesFit(page);
});
