// Bills end to end (issue 17): an administrator closes last month — generates its bills, sees how
// many were made of each type, opens one and marks it paid — and a second generation for the same period says
// 'Bill(s) exist for this period' on the list (no /verify-email redirect). The seed bills last
// month in Acme and Globex already, so the super admin works in Initech, whose orders are unbilled.
// Then the payroll deductions file in en and fr (its totals, separators and dates), a user's own
// bills, and the dashboard's figures against the lists they open.
// Plus axe on the list (with the generation dialog) and a bill, in en and fr.
import { readFile } from 'node:fs/promises';
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
  // The past month and every type unless chosen otherwise, reported type by type.
  await expect(dialog.getByPlaceholder('Period: from')).toHaveValue(`${pastMonth()}-01`);
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByText('Employee: 1 bill made')).toBeVisible();
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
  await page.getByRole('button', { name: 'Notify', exact: true }).click();
  await expect(page.getByText('Bill sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify again' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bills' }).click();
  await expect(page).toHaveURL(/\/admin\/bills$/);
  await page.getByRole('button', { name: 'Generate bills' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate', exact: true }).click();
  // Every type billed already: the 409's words; a type with nothing to bill is tried again (0 made).
  await expect(page.getByRole('dialog')).toContainText(/Bill\(s\) exist for this period|Employee: already billed for this period/);
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

/** A CSV line split on the separator (the payroll file quotes no field of the seed's people). */
const cells = (line: string, separator: string) => line.split(separator);

for (const prefix of ['', '/fr']) {
  const fr = prefix === '/fr';
  test(`the payroll deductions file adds up, in the locale's notation (${fr ? 'fr' : 'en'})`, inProd, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
    await page.goto(`${prefix}/admin/bills`);
    await page.getByRole('button', { name: fr ? 'Exporter les retenues sur salaire' : 'Export payroll deductions' }).click();
    const dialog = page.getByRole('dialog');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`payroll-deductions-${pastMonth()}.csv`);
    await expect(dialog.getByRole('status')).toContainText(fr ? /personnes? exportées?/ : /(person|people) exported/);

    const text = await readFile(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true); // spreadsheets then read UTF-8
    const separator = fr ? ';' : ',';
    const [header, ...lines] = text.slice(1).trim().split(/\r?\n/);
    expect(cells(header!, separator)).toHaveLength(7);
    const total = cells(lines.pop()!, separator);
    expect(lines.length).toBeGreaterThan(0);
    const amount = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
    const sum = (column: number) => lines.reduce((all, line) => all + amount(cells(line, separator)[column]!), 0);
    for (const line of lines) {
      const [, , from, till, , deduction] = cells(line, separator);
      expect(from).toBe(`${pastMonth()}-01`); // ISO dates in both languages
      expect(till).toMatch(new RegExp(`^${pastMonth()}-\\d\\d$`));
      expect(deduction).toMatch(fr ? /^\d+,\d\d$/ : /^\d+\.\d\d$/);
    }
    expect(total[0]).toBe('Total');
    expect(Number(total[4])).toBe(lines.reduce((all, line) => all + Number(cells(line, separator)[4]), 0));
    expect(amount(total[5]!)).toBe(sum(5));
    expect(amount(total[6]!)).toBe(sum(6));
  });
}

test("a user sees only their own bills; the dashboard's figures are the lists they open (fr)", inProd, async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'user@example.com');
  await page.goto('/fr/admin/bills');
  const table = page.getByRole('table', { name: 'Mes factures' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible(ARRIVE);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) await expect(rows.nth(index)).toContainText('Uma User');
  await expect(page.getByRole('button', { name: 'Générer des factures' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exporter les retenues sur salaire' })).toHaveCount(0);

  // The figures count what the list behind them holds (the pager's total).
  await page.goto('/fr/admin/dashboard');
  for (const name of ['Factures impayées', 'Mes commandes en cours']) {
    const card = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(card).toBeVisible(ARRIVE);
    const figure = Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    await card.click();
    await expect(page.getByRole('table')).toBeVisible(ARRIVE);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    if (figure === 0) await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // header and the empty state
    else await expect(page.locator('.ant-pagination-total-text')).toHaveText(new RegExp(` ${figure}$`));
    await page.goBack();
  }
});
