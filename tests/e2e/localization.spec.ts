// Localization end to end on the production build (real HTTP backend, the app's parser-less
// bundle): a French wording fixed in the admin reads on the landing page after a reload in /fr/;
// Deutsch, enabled with two translations, joins the switcher and words the page; a disabled
// language leaves the switcher; a translations file is imported after its preview; the default
// language refuses to be disabled.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

/** A page's first draw (a full load of the app) on a busy machine. */
const ARRIVE = { timeout: 45_000 };

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(ARRIVE);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();
}

test('administrators word the app, add a language and take one away @prod-only', async ({ page }) => {
  test.setTimeout(240_000); // many full page loads
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);

  // The French "Today" of the landing page's day filter, changed from its text's page.
  await open(page, '/admin/localizations/texts/2', 'landing.filter.today');
  const translations = page.getByRole('table', { name: 'Translations' });
  await translations.getByRole('link', { name: 'Français' }).click();
  await page.getByRole('textbox', { name: 'Translation' }).fill('Ce midi');
  await save(page);
  await page.goto('/fr/');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Ce midi' })).toBeVisible(ARRIVE);
  await expect(page.getByRole('radio', { name: 'Demain', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en'); // the /fr visit kept French
  await expect(page.getByRole('radio', { name: 'Today', exact: true })).toBeVisible();

  // Deutsch: enabled, then two wordings of the landing page.
  await open(page, '/admin/localizations/languages/3', 'Deutsch');
  await page.getByRole('switch', { name: 'Enabled' }).click();
  await save(page);
  for (const [textId, wording] of [[2, 'Heute'], [1, 'Menüs des Tages']] as const) {
    await page.goto(`/admin/localizations/texts/${textId}/languages/3/translations/create`);
    await page.getByRole('textbox', { name: 'Translation' }).fill(wording, ARRIVE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/localizations/texts/${textId}$`));
  }
  await page.goto('/');
  const switcher = page.getByRole('combobox', { name: 'Language' });
  await expect(switcher.getByRole('option', { name: 'Deutsch' })).toHaveCount(1, ARRIVE);
  await switcher.selectOption('de');
  await expect(page.getByRole('radio', { name: 'Heute' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tomorrow', exact: true })).toBeVisible(); // not translated: English
  await expect(page).toHaveTitle(/^Menüs des Tages/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Heute' })).toBeVisible(ARRIVE);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');

  // A translations file imported into French: previewed, then done.
  await open(page, '/admin/localizations/languages/2', 'Français');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON…' }).click();
  const file = { 'landing.emptyFiltered': 'Aucun menu ne correspond à ces filtres.', 'no.such.id': 'x' };
  await (await chooser).setFiles({ name: 'fr.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Import fr.json?' });
  await expect(preview.getByRole('listitem')).toHaveText('no.such.id: no text has this id');
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported: 1 added, 0 changed, 1 refused.')).toBeVisible();
  await expectNoAxeViolations(page);

  // French disabled: the switcher of the page drops it at once.
  await open(page, '/admin/localizations/languages/2', 'Français');
  await page.getByRole('switch', { name: 'Enabled' }).click();
  await save(page);
  await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(['English', 'Deutsch']);

  // The default language refuses.
  await open(page, '/admin/localizations/languages/1', 'English');
  await page.getByRole('switch', { name: 'Enabled' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The default language cannot be disabled: Lunch falls back to its wording.')).toBeVisible();
});
