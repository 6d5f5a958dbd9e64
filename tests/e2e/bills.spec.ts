// Bills end to end (issue 17): an administrator closes last month — generates its bills, sees how
// many were made, opens one and marks it paid — and a second generation for the same period says
// 'Bill(s) exist for this period' on the list (no /verify-email redirect). The seed bills last
// month in Acme and Globex already, so the super admin works in Initech, whose orders are unbilled.
// Plus axe on the list (with the generation dialog) and a bill, in en and fr.
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

// The journey and axe run in the production build against the mock HTTP server on another origin
// (real cookies, CORS and the 409): one project keeps the suite's time down.
const inProd = { tag: '@prod-only' };
/** A page's first draw (a full load of the app) on a busy machine. */
const ARRIVE = { timeout: 45_000 };

function pastMonth(): string {
  const today = new Date();
  const past = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${past.getFullYear()}-${String(past.getMonth() + 1).padStart(2, '0')}`;
}

test("an administrator generates last month's bills, opens one and marks it paid; a second try is refused", inProd, async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'superadmin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  await page.getByLabel('Tenant', { exact: true }).selectOption({ label: 'Initech' });
  await expect(page.getByLabel('Tenant', { exact: true }).locator('option:checked')).toHaveText('Initech', ARRIVE);

  await page.goto('/admin/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible(ARRIVE);
  await page.getByRole('button', { name: 'Generate bills' }).click();
  const dialog = page.getByRole('dialog');
  // The past month and user bills unless chosen otherwise.
  await expect(dialog.getByPlaceholder('Period: from')).toHaveValue(`${pastMonth()}-01`);
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByText('1 bill made')).toBeVisible();
  const title = `Sam Super · ${pastMonth()}`;
  await expect(page.getByRole('table', { name: 'Bills' }).getByRole('link', { name: 'Sam Super' })).toBeVisible();

  await dialog.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Totals per cost category' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Marked paid.')).toBeVisible();
  await expect(page.locator('.ant-descriptions-item-label', { hasText: /^Paid$/ }).locator('+ td')).toHaveText(/^Yes, on /);
  await expect(page.getByRole('button', { name: 'Mark unpaid' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bills' }).click();
  await expect(page).toHaveURL(/\/admin\/bills$/);
  await page.getByRole('button', { name: 'Generate bills' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Bill(s) exist for this period');
  await expect(page).toHaveURL(/\/admin\/bills$/);
});

for (const prefix of ['', '/fr']) {
  const language = prefix ? 'fr' : 'en';
  test(`axe: the bills list, its generation dialog and a bill (${language})`, inProd, async ({ page }) => {
    test.setTimeout(240_000); // three axe runs
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
    await page.goto(`${prefix}/admin/bills`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible(ARRIVE);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: prefix ? 'Générer des factures' : 'Generate bills' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('.ant-modal')).not.toHaveClass(/-zoom-/);
    await expectNoAxeViolations(page);

    await page.goto(`${prefix}/admin/bills/2`);
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible(ARRIVE);
    await expectNoAxeViolations(page);
  });
}
