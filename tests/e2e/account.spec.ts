import { expect, mockControl, signIn, signUpAsNora, test } from './support/fixtures';

interface Mail {
  to: string;
  subject: string;
  link: string;
}

test('a user changes their password and signs in with the new one', async ({ page }) => {
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/profile');
  await page.getByLabel('Current password').fill('wrong-one');
  await page.getByLabel('New password').fill('new-password-1');
  await page.getByLabel('Confirm password').fill('new-password-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The provided password does not match your current password.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('new-password-1');

  await page.getByLabel('Current password').fill('password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'user@example.com', 'new-password-1');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /Account menu of Uma User/ })).toBeVisible();
});

test('sign-up checks the address while typing, then asks to verify the e-mail', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('E-mail address').fill('user@example.com');
  await expect(page.getByText('This e-mail address is already registered')).toBeVisible();
  await signUpAsNora(page);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('A new verification link has been sent to your e-mail address.')).toBeVisible();
});

test('forgot and reset password through the e-mailed link', async ({ page, backendUrl }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill('user@example.com');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText('We have emailed your password reset link.')).toBeVisible();
  const { data } = await mockControl<{ data: Mail[] }>(page, backendUrl, 'GET', 'mail');
  const link = new URL(data.findLast((mail) => mail.to === 'user@example.com')!.link);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('E-mail address')).toHaveValue('user@example.com');
  await page.getByLabel('New password').fill('reset-password-1');
  await page.getByLabel('Confirm password').fill('reset-password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await signIn(page, 'user@example.com', 'reset-password-1');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a super admin switches tenant: the choice is kept and the page reloads', async ({ page, context }) => {
  await signIn(page, 'superadmin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const switcher = page.getByRole('combobox', { name: 'Tenant' });
  const tenantOnDashboard = page.locator('.ant-descriptions-item').filter({ hasText: 'Tenant' });
  await expect(switcher.locator('option:checked')).toHaveText('All tenants');
  await expect(tenantOnDashboard).toContainText('All tenants');
  await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: 'Globex' })]);
  await expect(switcher.locator('option:checked')).toHaveText('Globex');
  await expect(tenantOnDashboard).toContainText('Globex');
  expect((await context.cookies()).find((c) => c.name === 'tenant_id')?.value).toBe('2');
});
