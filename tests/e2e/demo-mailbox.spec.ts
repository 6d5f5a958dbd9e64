// The demo mailbox (issue 21): the demo can be used end to end without the mock's control API.
// A new account verifies its address from the mailbox and lands signed in where its role leads;
// a forgotten password is reset through the mailed link. Production has no mailbox (404).
import { expect, signUpAsNora, test } from './support/fixtures';

test('sign up, verify the address from the demo mailbox, then reset the password through it @demo-only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/sign-up');
  await signUpAsNora(page);
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.getByRole('link', { name: 'Open the demo mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
  const verification = page.getByRole('listitem').filter({ hasText: 'Verify Email Address' }).filter({ hasText: 'nora@example.com' });
  await verification.getByRole('button', { name: 'Open the link' }).click();
  // Verified and signed in: a user's role leads to the landing, and the admin area opens.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu of Nora New/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill('nora@example.com');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText('We have emailed your password reset link.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the demo mailbox' }).click();
  const reset = page.getByRole('listitem').filter({ hasText: 'Reset Password Notification' }).first();
  await reset.getByRole('button', { name: 'Open the link' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByLabel('E-mail address')).toHaveValue('nora@example.com');
});

test('production has no demo mailbox @prod-only', async ({ page }) => {
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send the reset link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the demo mailbox' })).toHaveCount(0);
});
