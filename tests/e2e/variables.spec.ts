// Variables end to end (issue 32), in the demo: Acme's administrator changes the landing
// announcement Acme overrides on /admin/settings/variables; an Acme user sees it above the menus
// and a Globex user does not. axe on the variables list, a variable's page and the create page, in
// English and French.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

/** A page's first draw (a full load of the app) on a busy machine. */
const ARRIVE = { timeout: 45_000 };
const ANNOUNCEMENT = 'Pizza day on Friday: order before 11:00.';

async function signOut(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible(ARRIVE);
}

/** The variables list, a variable's page and the create page, each checked by axe. */
async function checkPages(page: Page, prefix: '' | '/fr', texts: { save: string; create: string }) {
  await page.goto(`${prefix}/admin/settings/variables`);
  const table = page.getByRole('table', { name: 'Variables' });
  await expect(table.getByRole('link', { name: 'landing_announcement', exact: true })).toBeVisible(ARRIVE);
  await expectNoAxeViolations(page);
  await page.goto(`${prefix}/admin/settings/variables/4`);
  await expect(page.getByRole('button', { name: texts.save })).toBeVisible(ARRIVE);
  await expectNoAxeViolations(page);
  await page.goto(`${prefix}/admin/settings/variables/create`);
  await expect(page.getByRole('heading', { level: 1, name: texts.create })).toBeVisible(ARRIVE);
  await expectNoAxeViolations(page);
}

test('an administrator sets Acme’s landing announcement: Acme’s people see it, Globex’s do not @demo-only', async ({ page, baseURL }) => {
  test.setTimeout(300_000); // three sign-ins, six pages with axe in both colour modes

  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  await page.goto('/admin/settings/variables');
  const table = page.getByRole('table', { name: 'Variables' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'landing_announcement', exact: true }) });
  await expect(row).toContainText('Acme', ARRIVE);
  await row.getByRole('link', { name: 'landing_announcement', exact: true }).click();
  const value = page.getByLabel('Value');
  await expect(value).toHaveValue(/summer party/, ARRIVE);
  await value.fill(ANNOUNCEMENT);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await checkPages(page, '/fr', { save: 'Enregistrer', create: 'Nouvelle variable' });
  // Back to English (the language is kept in a cookie), and the same pages there.
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
  await checkPages(page, '', { save: 'Save', create: 'New variable' });
  await signOut(page);

  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/', ARRIVE);
  await expect(page.getByRole('note')).toHaveText(ANNOUNCEMENT, ARRIVE);
  await signOut(page);

  await signIn(page, 'user2@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/', ARRIVE);
  // Globex's values are in (the global support address in the footer), without Acme's announcement.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@lunch.example' })).toBeVisible(ARRIVE);
  await expect(page.getByRole('heading', { name: /^Menus for / })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText(ANNOUNCEMENT)).toHaveCount(0);
});
