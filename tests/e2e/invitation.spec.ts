// Invitations end to end (issue 28.4, after GitHub's organisation invitations): Acme's administrator
// adds a colleague without inventing a password, the colleague opens the invitation from the demo
// mailbox, chooses their password ("Choose your password") and signs in; the spent link then says
// so. The demo mailbox is the demo build's (production has none): the test runs in the demo project.
import { expect, expectNoAxeViolations, openedConfirm, signIn, test } from './support/fixtures';

/** A page's first draw (a full load of the app) on a busy machine. */
const ARRIVE = { timeout: 45_000 };

async function choose(page: import('@playwright/test').Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('Acme’s administrator invites a colleague, who chooses their password from the demo mailbox and signs in @demo-only', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);

  // The new-user form: no password to invent, an invitation instead; only the roles Ada may grant.
  await page.goto('/admin/users/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible(ARRIVE);
  await expect(page.getByText(/The new user gets an e-mail invitation to choose their own password/)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('E-mail', { exact: true }).fill('lea@example.com');
  await page.getByLabel('First name').fill('Léa');
  await page.getByLabel('Last name', { exact: true }).fill('Lambert');
  await page.getByLabel('Roles', { exact: true }).click();
  const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(offered).toHaveText(['Administrator', 'User']);
  await page.keyboard.press('Escape');
  await choose(page, 'Roles', 'User');
  await choose(page, 'Tenants', 'Acme');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation sent to lea@example.com.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Lambert' })).toBeVisible();
  await expect(page.getByText('Invitation pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the invitation again' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Withdrawing says what goes with it, and the safe answer is the focused one.
  await page.getByRole('button', { name: 'Withdraw the invitation' }).click();
  const dialog = await openedConfirm(page);
  await expect(dialog).toContainText('Léa Lambert has never signed in, so their account is deleted with the invitation');
  await expect(dialog.getByRole('button', { name: 'Keep the invitation' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep the invitation' }).click();
  await expect(dialog).toBeHidden();

  // The list tags the pending invitation in Léa's row.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'lea@example.com' }) });
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await expectNoAxeViolations(page);

  // Léa: the invitation in the demo mailbox opens "Choose your password".
  await page.getByRole('button', { name: 'Account menu of Ada Admin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // In the app, not a reload: the demo's mailbox lives in the page, as its mock backend does.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Open the demo mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible(ARRIVE);
  const invitation = page.getByRole('listitem').filter({ hasText: 'Ada Admin invited you to join Acme' }).filter({ hasText: 'lea@example.com' });
  await invitation.getByRole('button', { name: 'Open the link' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=[0-9a-f]{64}&email=lea%40example\.com&invitation=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('lea@example.com');
  await expectNoAxeViolations(page);
  const spentLink = page.url();
  await page.getByLabel('Password', { exact: true }).fill('lea-lunch-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('lea-lunch-pass');
  await page.getByRole('button', { name: 'Choose my password' }).click();
  await expect(page.getByText('Your password is set and your e-mail address is confirmed. Sign in to start.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed in with it: her e-mail is verified (no /verify-email), and her role leads to the menus.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill('lea@example.com');
  await page.getByLabel('Password', { exact: true }).fill('lea-lunch-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', ARRIVE);
  await expect(page.getByRole('button', { name: /^Account menu of Léa Lambert/ })).toBeVisible();

  // The link, used once, says so.
  await page.getByRole('button', { name: /^Account menu of Léa Lambert/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(spentLink);
  await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('another-pass-1');
  await page.getByRole('button', { name: 'Choose my password' }).click();
  await expect(page.getByRole('alert')).toContainText('This invitation link can no longer be used');
  await expectNoAxeViolations(page);

  // The super admin alone may set a password instead of inviting.
  await signIn(page, 'superadmin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
  await page.goto('/admin/users/create');
  await page.getByRole('switch', { name: 'Set a password now instead' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Confirm the password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
