// Variables end to end (issue 32), in the demo: Acme's administrator changes the landing
// announcement Acme overrides on /admin/settings/variables; an Acme user sees it above the menus
// and a Globex user does not. axe on the variables list, a variable's page and the create page, in
// English and French. The journey moves inside the app where it can (three full loads in all).
// And the monthly salary deduction limit refusing an order at checkout.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

/** A page's first draw (a full load of the app) on a busy machine. */
const ARRIVE = { timeout: 45_000 };
const ANNOUNCEMENT = 'Pizza day on Friday: order before 11:00.';

const WORDS = {
  en: { variables: 'Variables', save: 'Save', create: 'New variable' },
  fr: { variables: 'Variables', save: 'Enregistrer', create: 'Nouvelle variable' },
} as const;

/** From the list: the list, Acme's announcement's page and the create page, each checked by axe. */
async function checkPages(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  const table = page.getByRole('table', { name: words.variables });
  await expect(table.getByRole('link', { name: 'landing_announcement', exact: true })).toBeVisible(ARRIVE);
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: 'landing_announcement', exact: true }).click();
  await expect(page.getByRole('button', { name: words.save })).toBeVisible(ARRIVE);
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: /Breadcrumb|Fil d’Ariane/i }).getByRole('link', { name: words.variables }).click();
  await page.getByRole('link', { name: words.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.create })).toBeVisible(ARRIVE);
  await expectNoAxeViolations(page);
}

/** Signs out from the landing page's header and signs in again as `email` through its link. */
async function signInAgain(page: Page, email: string) {
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', ARRIVE);
}

test('an administrator sets Acme’s landing announcement: Acme’s people see it, Globex’s do not @demo-only', async ({ page, baseURL }) => {
  test.setTimeout(300_000); // three sign-ins, six pages with axe in both colour modes

  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Variables' }).click();
  const table = page.getByRole('table', { name: 'Variables' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'landing_announcement', exact: true }) });
  await expect(row).toContainText('Acme', ARRIVE);
  await row.getByRole('link', { name: 'landing_announcement', exact: true }).click();
  const value = page.getByLabel('Value');
  await expect(value).toHaveValue(/summer party/, ARRIVE);
  await value.fill(ANNOUNCEMENT);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('navigation', { name: /Breadcrumb/i }).getByRole('link', { name: 'Variables' }).click();
  await checkPages(page, WORDS.en);

  await page.goto('/fr/admin/settings/variables');
  await checkPages(page, WORDS.fr);
  // Back to English (the language is kept in a cookie) on the landing page.
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Menus for / })).toBeVisible(ARRIVE);

  await signInAgain(page, 'user@example.com');
  await expect(page.getByRole('note')).toHaveText(ANNOUNCEMENT, ARRIVE);

  await signInAgain(page, 'user2@example.com');
  // Globex's values are in (the global support address in the footer), without Acme's announcement.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@lunch.example' })).toBeVisible(ARRIVE);
  await expect(page.getByRole('heading', { name: /^Menus for / })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText(ANNOUNCEMENT)).toHaveCount(0);
});

test('the monthly salary deduction limit refuses an order that passes it, on the box, sending nothing @prod-only', async ({ page }) => {
  test.slow(); // a sign-in and the checkout's first load
  const placed: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/api/v1/orders')) placed.push(response.status());
  });
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/', ARRIVE);
  await page.getByRole('radio', { name: 'Tomorrow', exact: true }).click();
  const plat = page.getByRole('form', { name: 'Add Plat du jour to the cart' });
  await plat.getByRole('spinbutton', { name: 'Quantity' }).fill('20'); // €250.00, over the seed's €150.00 a month
  await plat.getByRole('radio', { name: 'Me' }).check();
  await plat.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  const deduct = page.getByRole('checkbox', { name: 'Deduct the items I pay for from my salary' });
  await deduct.check(ARRIVE);
  await expect(page.getByText(/^This order would deduct €[\d.]+ from your salary, but only €[\d.]+ of your €150\.00 limit/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toHaveCount(0);
  expect(placed).toEqual([]);
});
