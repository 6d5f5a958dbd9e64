// Text and small screens (issue 21): people's text with a word longer than the screen (a
// 4,900-character description, a 255-character name) never makes a page wider than the window, on
// a 390 px phone, a 768 px tablet and at 1366 px — the landing, a restaurant page, checkout and
// admin pages; the header stays one row with the project's name in view, its actions folded behind
// one button below 52rem; and a menu card
// without an image stays compact beside one with. On the phone an admin list fits the screen with
// its main columns, the others in each row's details. A person who only orders (issue 29) sees the
// cart's count in the top bar, their orders' day, restaurant, items and total, and a bill that fits
// with no word cut in two, in English and French.
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
    ['the week planner', '/week', (p) => expect(p.getByRole('article').first()).toBeVisible(ARRIVE)],
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
  // A menu card without an image has a neutral tile of the picture's size in its place: the cards
  // of a row start their text at the same height (the seed has both kinds).
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible(ARRIVE);
  const pictures = await page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const picture = card.querySelector('.l-menu-card__image');
      return { image: picture?.tagName === 'IMG', height: Math.round(picture?.getBoundingClientRect().height ?? 0) };
    }),
  );
  expect(pictures.some((card) => card.image) && pictures.some((card) => !card.image), 'the seed has cards with and without an image').toBe(true);
  expect(new Set(pictures.map((card) => card.height)).size, 'every card has a picture or a tile of one size').toBe(1);

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

/**
 * The labels on the page (the app's own words: terms, column heads, tags, titles, buttons) whose
 * text breaks inside a word: a word whose letters lie on more than one line ("Amoun t").
 */
async function labelsBrokenInsideAWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels = 'dt, th, label, legend, button, h1, h2, h3, .ant-descriptions-item-label, .ant-statistic-title, .ant-card-head-title, .l-tag, .ant-tag';
    const broken: string[] = [];
    for (const label of document.querySelectorAll(labels)) {
      if (label.getClientRects().length === 0) continue; // not shown
      const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const word of node.textContent!.matchAll(/[^\s\-‐–—/·]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${label.tagName.toLowerCase()} “${label.textContent}”: ${word[0]}`);
        }
      }
    }
    return broken;
  });
}

/** Nothing scrolls sideways: neither the page nor any box in it. */
async function expectNothingOverflows(page: Page, what: string): Promise<void> {
  await expectNoHorizontalOverflow(page, what);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(wide, `${what}: no box scrolls sideways`).toEqual([]);
  expect(await labelsBrokenInsideAWord(page), `${what}: no label breaks inside a word`).toEqual([]);
}

const ORDERING = [
  {
    locale: 'en', prefix: '', email: 'E-mail address', password: 'Password', signIn: 'Sign in', tomorrow: 'Tomorrow',
    addTo: 'Add Plat du jour to the cart', quantity: 'Quantity', company: 'My company', add: /^Add to cart/,
    cart: 'Cart, 3 items', menu: 'Open the menu', main: 'Main menu', orders: 'My orders', bills: 'My bills', items: 'Items',
    summary: /^\w{3} \d{1,2}, \d{4}, .+, \d+ items?, €\d+\.\d\d$/,
    itemSummary: /^\w{3} \d{1,2}, \d{4}, €\d+\.\d\d$/,
  },
  {
    locale: 'fr', prefix: '/fr', email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter', tomorrow: 'Demain',
    addTo: 'Ajouter Plat du jour au panier', quantity: 'Quantité', company: 'Mon entreprise', add: /^Ajouter au panier/,
    cart: 'Panier, 3 articles', menu: 'Ouvrir le menu', main: 'Menu principal', orders: 'Mes commandes', bills: 'Mes factures', items: 'Articles',
    summary: /^\d{1,2} [\p{L}.]+ \d{4}, .+, \d+ articles?, \d+,\d\d\s€$/u,
    itemSummary: /^\d{1,2} [\p{L}.]+ \d{4}, \d+,\d\d\s€$/u,
  },
] as const;

// Each language in one project: the journey is the same in both builds.
for (const t of ORDERING) {
  test(`a person who only orders, on a 390 px phone: the cart in the top bar, their orders, a bill that fits (${t.locale})`, { tag: t.locale === 'en' ? '@demo-only' : '@prod-only' }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${t.prefix}/login`);
    await page.getByLabel(t.email).fill('user@example.com');
    await page.getByLabel(t.password, { exact: true }).fill('password');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === (t.prefix || '/'), ARRIVE);

    // Three of a dish in the cart: its count is in the top bar, not behind "···".
    await page.getByRole('radio', { name: t.tomorrow, exact: true }).click();
    const plat = page.getByRole('form', { name: t.addTo });
    await plat.getByRole('spinbutton', { name: t.quantity }).fill('3');
    await plat.getByRole('radio', { name: t.company }).check();
    await plat.getByRole('button', { name: t.add }).click();
    const cart = page.locator('header').getByRole('button', { name: t.cart });
    await expect(cart).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cart).toBeInViewport();
    await expect(cart).toContainText('3');
    await expectNoAxeViolations(page);

    // My orders, from their dashboard's menu: each order says its day, restaurant, items and total.
    await page.goto(`${t.prefix}/admin/dashboard`);
    await page.locator('header').getByRole('button', { name: t.menu }).click();
    await page.getByRole('navigation', { name: t.main }).getByRole('link', { name: t.orders }).click();
    const orders = page.getByRole('table', { name: t.orders });
    const first = orders.locator('tbody tr[data-row-key]').first();
    await expect(first).toBeVisible(ARRIVE);
    await expect(first.locator('.l-row-summary')).toHaveText(t.summary);
    await expect(page.locator('header').getByRole('button', { name: t.cart })).toBeInViewport();
    await expect(page.getByText('Administration')).toHaveCount(0);
    await expectNothingOverflows(page, t.orders);
    await expectNoAxeViolations(page);

    // A bill: its items are a list of the engine, a page at a time (issue 34.1); on a phone each row
    // says its menu with its day and amount under it, fits the screen, and no label breaks inside a word.
    await page.locator('header').getByRole('button', { name: t.menu }).click();
    await page.getByRole('navigation', { name: t.main }).getByRole('link', { name: t.bills }).click();
    const bill = page.getByRole('table', { name: t.bills }).locator('tbody tr[data-row-key]').first().getByRole('link').first();
    await expect(bill).toBeVisible(ARRIVE);
    await bill.click();
    const items = page.getByRole('table', { name: t.items }).locator('tbody tr[data-row-key]');
    await expect(items.first()).toBeVisible(ARRIVE);
    await expect(items.first().locator('.l-row-summary')).toHaveText(t.itemSummary);
    expect(await items.count()).toBeGreaterThan(1);
    await expectNothingOverflows(page, 'a bill');
    await expectNoAxeViolations(page);
  });
}
