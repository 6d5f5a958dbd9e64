// An admin list by keyboard alone, in dark mode (issue 22): sign in, sort a column, filter by a
// date range typed in the stated format, then picked in the calendar with the arrows,
// Tab on past the filter to the pager and change the page size, open a record, edit it and save,
// start its delete and keep it (Cancel has the focus), then delete it; axe on every page on the
// way, the picker open.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/** Whether `target` has the keyboard focus. */
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

const onBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; from a control, focus never falls to the
 * page body on the way. (After a new page, focus may start on the body: where it goes then is the
 * page's own focus management, checked elsewhere.)
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible(); // the page drawn: Tab has somewhere to go
  for (let presses = 0; presses < max; presses += 1) {
    if (await focused(target)) return;
    const fromControl = !(await onBody(page));
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (fromControl) expect(await onBody(page), 'Tab from a control lands on another control').toBe(false);
  }
  throw new Error(`${String(target)} not reached in ${max} presses of Tab`);
}

test('an admin list by keyboard: sort, date range typed and picked, page size, open, edit, save, delete', { tag: '@demo-only' }, async ({ page }) => {
  test.slow(); // three axe runs in dark mode and a few dozen key presses

  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type('admin@example.com');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Dark mode: the colour modes are one radio group, the arrows choose. The new page's heading has
  // the focus; the header is before it.
  await tabTo(page, page.getByRole('radio', { name: 'Light' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');

  await page.goto('/admin/restaurants');
  const table = page.getByRole('table', { name: 'Restaurants' });
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 }); // a first load on a busy machine
  await expectNoAxeViolations(page);

  // Sort by name: the header is a tab stop, Enter sorts.
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await tabTo(page, nameHeader);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/order_by=name&order_dir=asc/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // Back up to the filter (Shift+Tab goes through it too) and type a range in the stated format.
  const from = page.getByLabel('Created at: From');
  const till = page.getByLabel('Created at: Till');
  await tabTo(page, from, { back: true });
  await page.keyboard.type('2024-12-31');
  await expect(from).toHaveValue('2024-12-31');
  await expectNoAxeViolations(page); // the calendar open, its days outside the month included
  await page.keyboard.press('Tab');
  await expect(till).toBeFocused();
  await page.keyboard.type('2025-01-02');
  await expect(till).toHaveValue('2025-01-02');
  await page.keyboard.press('Enter'); // applies the range
  await expect(page).toHaveURL(/from=2024-12-31&till=2025-01-02/);
  await expect(table.getByRole('row')).toHaveCount(4);
  // Escape closes the calendar and leaves the focus in the field (antd moved it to the other end).
  const inField = page.locator('.date-range-filter input:focus');
  await expect(inField).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(inField).toHaveCount(1);

  // Picked in the calendar: Down puts the arrow keys on the calendar's days, from the date in the
  // field; Enter chooses a day as a click would.
  const popup = page.locator('.ant-picker-dropdown:visible');
  const highlighted = popup.locator('.ant-picker-cell-in-view:has(> .calendar-highlight)');
  const announcer = page.locator('#announcer');
  await tabTo(page, from, { back: true });
  await page.keyboard.press('ArrowDown');
  await expect(highlighted).toHaveAttribute('title', '2024-12-31');
  await expect(announcer).toHaveText('Tuesday, December 31, 2024');
  await expectNoAxeViolations(page); // the calendar open with its highlighted day
  await page.keyboard.press('ArrowLeft');
  await expect(highlighted).toHaveAttribute('title', '2024-12-30');
  await expect(from).toHaveValue('2024-12-31'); // the field's text is not the arrows'
  await page.keyboard.press('Enter');
  await expect(till).toBeFocused();
  await page.keyboard.press('End'); // the week's last day
  await expect(announcer).toHaveText('Saturday, January 4, 2025');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=2024-12-30&till=2025-01-04/);
  await expect(popup).toHaveCount(0);

  // On past the filter to the pager: 25 a page.
  const pageSize = page.getByRole('combobox', { name: 'Page Size' });
  await tabTo(page, pageSize);
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/per_page=25/);
  await expect(page).toHaveURL(/order_by=name&order_dir=asc/);

  // Open a record from its row, edit and save.
  await tabTo(page, table.getByRole('link', { name: 'Chez Marcel', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/restaurants\/1$/);
  const description = page.getByLabel('Description', { exact: true });
  await tabTo(page, description);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Lyon cooking, typed by keyboard.');
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(description).toHaveValue('Lyon cooking, typed by keyboard.');
  await expectNoAxeViolations(page);

  // Its delete takes its menus with it, so it is asked first, the safe answer focused: Enter and
  // Escape both keep the restaurant, and the focus comes back to Delete.
  const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
  const dialog = page.getByRole('dialog');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await tabTo(page, deleteButton);
  for (const answer of ['Enter', 'Escape']) {
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await page.keyboard.press(answer);
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/restaurants\/1$/);
  }
  await expectNoAxeViolations(page);
  // Then deleted: Tab from Cancel to Delete, Enter.
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/restaurants$/);
  await expect(page.getByText('Deleted.')).toBeVisible();
  await expect(table.getByRole('link', { name: 'Chez Marcel', exact: true })).toHaveCount(0);
});
