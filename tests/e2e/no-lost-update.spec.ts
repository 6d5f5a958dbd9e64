// No lost update (issue 28): two pages of the same signed-in browser edit the same restaurant, as two
// tabs of an administrator (or two administrators) would. The second save is refused by the server
// (412) and merged instead of putting back the first one's values. One project is enough: the
// production build against the mock HTTP server (real CSRF, cookies and the server's data).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

const TITLE = 'Saved by someone else meanwhile';

async function openGreenBowl(page: Page) {
  await page.bringToFront(); // a tab in the background draws no frames: antd's dialogs would not finish opening
  await page.goto('/admin/restaurants/2');
  // The record page's code and data on a busy machine, the first time: more than a click's wait.
  await expect(page.getByRole('heading', { level: 1, name: 'Green Bowl' })).toBeVisible({ timeout: 15_000 });
}

async function saveAndSee(page: Page) {
  await page.bringToFront();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
}

/** The conflict dialog once antd's zoom has brought it in. */
async function openedDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-zoom-/);
  return dialog;
}

test.describe('no lost update', { tag: '@prod-only' }, () => {
  // Two pages of the app, and axe in both colour modes on a record page with its two tables.
  test.setTimeout(180_000);

  test('two pages change different fields of a restaurant: the second is offered the merge and both changes are kept', async ({ page, context }) => {
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openGreenBowl(page);
    const other = await context.newPage();
    await openGreenBowl(other);

    await other.getByLabel('Price', { exact: true }).fill('15.00');
    await saveAndSee(other);

    await page.bringToFront();
    await page.getByLabel('Address', { exact: true }).fill('9 Rue de la Charité, 69002 Lyon');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = await openedDialog(page);
    // Only the other page changed the price: taken, shown as the details show money.
    await expect(dialog.getByRole('region', { name: 'Changed only by them, taken into your form' })).toContainText('Price€15.00');
    await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Merge and save' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');

    await expect(page.getByText('Saved.').first()).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('9 Rue de la Charité, 69002 Lyon');
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('15.00');
    // The server has both: the other page, reloaded, shows them.
    await other.reload();
    await expect(other.getByLabel('Address', { exact: true })).toHaveValue('9 Rue de la Charité, 69002 Lyon');
    await expect(other.getByLabel('Price', { exact: true })).toHaveValue('15.00');
  });

  test('both change the same field: a choice per field by keyboard, Cancel keeps what was typed, theirs can be taken', async ({ page, context }) => {
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openGreenBowl(page);
    const other = await context.newPage();
    await openGreenBowl(other);
    await other.getByLabel('Address', { exact: true }).fill('10 Rue Other, 69002 Lyon');
    await saveAndSee(other);

    await page.bringToFront();
    // The field, not the dialog's choice of the same name (still in the page while the dialog closes).
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('9 Rue de la Charité, 69002 Lyon');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    let dialog = await openedDialog(page);
    const choice = dialog.getByRole('radiogroup', { name: 'Address' });
    await expect(choice.getByRole('radio', { name: 'Keep mine 9 Rue de la Charité, 69002 Lyon' })).toBeFocused();
    await expect(choice.getByRole('radio', { name: 'Keep mine 9 Rue de la Charité, 69002 Lyon' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: TITLE })).toHaveCount(0);
    await expect(address).toHaveValue('9 Rue de la Charité, 69002 Lyon');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

    await page.keyboard.press('Enter'); // Save again: asked again
    dialog = await openedDialog(page);
    await page.keyboard.press('ArrowDown'); // the arrow keys move between mine and theirs
    await expect(choice.getByRole('radio', { name: 'Take theirs 10 Rue Other, 69002 Lyon' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Merge and save' }).click();
    await expect(page.getByText('Saved.').first()).toBeVisible();
    await expect(address).toHaveValue('10 Rue Other, 69002 Lyon');
  });
});
