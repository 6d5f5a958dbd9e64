import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

// axe judges the production build, the one users get, in light and dark (expectNoAxeViolations). The demo build renders the same pages from
// the same code; its one difference on these pages, the demo accounts on /login, is judged in it too. (French in the demo instead, to
// share the work between the projects, was tried: the demo's in-page mock costs so much more that the suite took 5 min longer.)
const inProd = { tag: '@prod-only' };
const inBoth = {};

const publicPages = ['/', '/?day=tomorrow&diet=vegetarian&closed=true', '/week?diet=vegetarian', '/restaurants/1', '/login', '/sign-up', '/forgot-password', '/reset-password?token=t&email=user%40example.com', '/reset-password', '/no/such/page'];

for (const prefix of ['', '/fr']) {
  const language = prefix ? 'fr' : 'en';
  for (const path of publicPages) {
    test(`axe: ${prefix}${path} (${language})`, path === '/login' ? inBoth : inProd, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`axe: admin pages and verify-email (${language})`, inProd, async ({ page }) => {
    test.slow(); // four pages, each with axe
    await signIn(page, 'superadmin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of ['/admin/dashboard', '/admin/profile', '/admin/change-log', '/verify-email']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test(`axe: a person who only orders — their dashboard, My month, an order, the change log, on a phone too (${language})`, inProd, async ({ page }) => {
    test.setTimeout(300_000); // seven pages, each with axe
    await signIn(page, 'user@example.com');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    for (const [width, path] of [[1366, '/admin/dashboard'], [390, '/admin/dashboard'], [1366, '/admin/my-month'], [390, '/admin/my-month'], [1366, '/admin/orders/172'], [390, '/admin/orders/172'], [1366, '/admin/change-log']] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-skeleton')).toHaveCount(0); // the dashboard's cards and figures are in
      await expectNoAxeViolations(page);
    }
  });

  test(`axe: the roles and permissions lists, a new role and a permission's page (${language})`, inProd, async ({ page }) => {
    test.setTimeout(240_000); // four pages, each with axe
    await signIn(page, 'superadmin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of ['/admin/settings/roles', '/admin/settings/roles/create', '/admin/settings/permissions', '/admin/settings/permissions/24']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 }); // a first load on a busy machine
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test(`axe: a user's roles, a role's permissions and their add pages (${language})`, inProd, async ({ page }) => {
    test.setTimeout(240_000); // five axe runs: four pages and an add page refusing an empty choice
    await signIn(page, 'superadmin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of ['/admin/users/3', '/admin/settings/roles/3', '/admin/users/3/roles/add', '/admin/settings/roles/3/permissions/add']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('table').last().getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 }); // a first load on a busy machine
      await expectNoAxeViolations(page);
    }
    // The add page with its error on the choice.
    await page.getByRole('button', { name: prefix ? 'Enregistrer' : 'Save' }).click();
    await expect(page.locator('.ant-form-item-explain-error')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`axe: every localization page (${language})`, inProd, async ({ page }) => {
    test.setTimeout(420_000); // nine full page loads, each with axe
    await signIn(page, 'superadmin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const pages = [
      '/admin/localizations/languages', '/admin/localizations/languages/create', '/admin/localizations/languages/2', '/admin/localizations/texts',
      '/admin/localizations/texts/create', '/admin/localizations/texts/11', '/admin/localizations/texts/11/languages/2/translations/create', '/admin/localizations/translations',
      '/admin/localizations/translations/1',
    ];
    for (const path of pages) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 }); // a first load on a busy machine
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test(`axe: logs filtered by result, with a log's data open (${language})`, inProd, async ({ page }) => {
    test.setTimeout(180_000); // two axe runs
    await signIn(page, 'superadmin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`${prefix}/admin/logs`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 }); // a first load on a busy machine
    // A super admin reads every tenant's entries, each named.
    await expect(page.getByRole('columnheader', { name: prefix ? 'Organisation' : 'Tenant' })).toBeVisible();
    await page.getByLabel(prefix ? 'Résultat' : 'Result').click();
    await page.getByTitle(prefix ? 'Échoué' : 'Unsuccessful').click();
    await expect(page).toHaveURL(/UNSUCCESSFUL/);
    const failed = page.getByRole('row').filter({ hasText: prefix ? 'Échec de connexion pour user@example.com' : 'Failed sign-in for user@example.com' });
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // the header and the one failed sign-in
    await expectNoAxeViolations(page);
    await failed.getByRole('button', { name: prefix ? /^Voir les données/ : /^Show data/ }).click();
    const drawer = page.getByRole('dialog', { name: prefix ? 'Données du journal' : 'Log data' });
    await expect(drawer.getByRole('tree')).toContainText('203.0.113.24');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test(`Acme's administrator reads Acme's log only (${language})`, inProd, async ({ page }) => {
    test.slow(); // axe over a page of 25 rows, in light and dark
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`${prefix}/admin/logs?per_page=25`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    // Acme's orders (A-…) are there; Globex's (G-…) and Initech's (I-…) are not, nor a tenant column.
    await expect(table).toContainText(/\bA-\d{4}-\d{6}/);
    await expect(table).not.toContainText(/\b[GI]-\d{4}-\d{6}/);
    await expect(page.getByRole('columnheader', { name: prefix ? 'Organisation' : 'Tenant' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(`axe: a user's orders, items and an order (${language})`, inProd, async ({ page }) => {
    test.slow(); // three pages, each with axe
    await signIn(page, 'user@example.com');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    for (const path of ['/admin/orders', '/admin/order-items', '/admin/orders/168']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
