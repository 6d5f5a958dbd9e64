// Text and small screens (issue 21): people's text with a word longer than the screen (a
// 4,900-character description, a 255-character name) never makes a page wider than the window, on
// a 390 px phone, a 768 px tablet and at 1366 px — the landing, a restaurant page, checkout and
// admin pages; the header stays one row with the project's name in view, its actions folded behind
// one button below 52rem; and a menu card
// without an image stays compact beside one with. On the phone an admin list fits the screen with
// its main columns, the others in each row's details.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { expectNoHorizontalOverflow } from './support/layout';

const ARRIVE = { timeout: 45_000 };
const LONG_WORD = 'W'.repeat(4900);
const LONG_NAME = `Chez${'x'.repeat(251)}`;

/** A restaurant made through the API as the signed-in admin (the page's session and XSRF cookie). */
async function createRestaurant(page: Page, backendUrl: string): Promise<number> {
  return page.evaluate(
    async ({ api, name, description }) => {
      const response = await fetch(`${api}/restaurants`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
        },
        body: JSON.stringify({ name, description, address: `${description.slice(0, 200)} Street` }),
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    },
    { api: `${backendUrl}/api/v1`, name: LONG_NAME, description: LONG_WORD },
  );
}

/** The admin table fits its wrapper: nothing to scroll sideways, no cell cut at the screen's edge. */
async function expectTableFits(page: Page, what: string): Promise<void> {
  const wrapper = await page.locator('.l-data-table').evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }));
  expect(wrapper.content, `${what}'s table is no wider than its place`).toBeLessThanOrEqual(wrapper.box);
}

test('long words wrap and no page is wider than the window, at 390, 768 and 1366 px @prod-only', async ({ page, backendUrl }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  const id = await createRestaurant(page, backendUrl);
  const pages: [string, string, (page: Page) => Promise<void>][] = [
    ['the landing', '/', (p) => expect(p.getByRole('article').first()).toBeVisible(ARRIVE)],
    ['a restaurant page', `/restaurants/${id}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
    ['checkout', '/checkout', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
    ['an admin list', '/admin/restaurants?search=Chez', (p) => expect(p.getByRole('table').getByRole('row').nth(1)).toBeVisible(ARRIVE)],
    ['an admin record', `/admin/restaurants/${id}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
    ['an order', '/admin/orders/1', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(ARRIVE)],
  ];
  // 768 px: a tablet, below the width where the admin menu stands beside the page.
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    for (const [what, path, ready] of pages) {
      await page.goto(path);
      await ready(page);
      await expectNoHorizontalOverflow(page, what);
      if (width === 390 && what === 'an admin list') await expectTableFits(page, what);
      // The order's items: a table on a wide screen, one block per item on a phone.
      if (what === 'an order') await expect(page.getByRole(width === 390 ? 'list' : 'table', { name: 'Items' })).toBeVisible();
      const header = page.locator('header').first();
      expect((await header.boundingBox())!.height, `${what}'s header at ${width} px is one row`).toBeLessThanOrEqual(72);
      // The project's name is in view at every width: in the header, or in the menu beside the page.
      await expect(page.getByRole('link', { name: 'Lunch', exact: true }).first(), `${what}'s project name at ${width} px`).toBeInViewport();
    }
  }
  // A menu card without an image keeps its own height beside one with an image (the seed has both).
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible(ARRIVE);
  const heights = await page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({ image: card.querySelector('img') !== null, height: card.getBoundingClientRect().height })),
  );
  const withImage = Math.min(...heights.filter((card) => card.image).map((card) => card.height));
  const without = Math.max(...heights.filter((card) => !card.image).map((card) => card.height));
  expect(without, 'the tallest card without an image is shorter than any with one').toBeLessThan(withImage);

  // On the phone, the folded actions open from their button (here on the landing).
  await page.setViewportSize({ width: 390, height: 844 });
  const language = page.getByRole('combobox', { name: 'Language' }).first();
  await expect(language).toBeHidden();
  await page.getByRole('button', { name: 'Settings and account' }).click();
  await expect(language).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the open actions');
});

test('on a phone an admin list fits with its main columns, and a row’s details open from the keyboard @demo-only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  // Each list, a column the phone moves into the rows' details, and what its value looks like.
  const lists: [string, string, string, RegExp][] = [
    ['/admin/restaurants', 'Restaurants', 'Address', /Lyon/],
    ['/admin/orders', 'Orders', 'User', /\w/],
  ];
  for (const [path, name, folded, value] of lists) {
    await page.goto(path);
    const table = page.getByRole('table', { name });
    const row = table.locator('tbody tr[data-row-key]').first();
    await expect(row).toBeVisible(ARRIVE);
    await expectNoHorizontalOverflow(page, name);
    await expectTableFits(page, name);
    await expect(table.getByRole('columnheader', { name: folded })).toHaveCount(0);

    const toggle = row.getByRole('button', { name: /^(Show|Hide) details of / });
    await expect(toggle).toHaveAccessibleName(/^Show details of /);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(/^Hide details of /);
    const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const term = details.locator('dt', { hasText: folded });
    await expect(term).toBeVisible();
    await expect(term.locator('+ dd')).toHaveText(value);
    await expectNoHorizontalOverflow(page, `${name} with a row's details open`);
    await expectTableFits(page, `${name} with a row's details open`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(details).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }

  // Wider than a phone nothing moves: the column is in the table again, and no row has a toggle.
  await page.setViewportSize({ width: 1366, height: 844 });
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
  await expect(page.getByRole('button', { name: /details of/ })).toHaveCount(0);
});
