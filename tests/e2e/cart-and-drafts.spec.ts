// Issue 16: one person's cart never reaches another on a shared browser, and a session that ends in
// the middle of a form keeps what was typed (the draft is offered back after signing in again).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mockControl, signIn, test } from './support/fixtures';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
}

test('each person sees only their own cart on a shared browser', async ({ page }) => {
  test.slow(); // three sign-ins
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByRole('radio', { name: 'Tomorrow', exact: true }).click();
  const plat = page.getByRole('form', { name: 'Add Plat du jour to the cart' });
  await plat.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await plat.getByRole('radio', { name: 'My company' }).check();
  await plat.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();

  await signIn(page, 'user2@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // Uma's cart is kept under her own key; nothing went to the guest cart or to Gus.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lunch-cart')))).toEqual(['lunch-cart:user:3:tenant:1']);
  await page.goto('/');
  await signOut(page);

  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toContainText('Plat du jour');
  await expect(panel.getByLabel('Who pays for Plat du jour')).toHaveValue('TENANT');
  await expectNoAxeViolations(page);
});

test('a session that ends on Save comes back to the form after sign-in, with the draft offered', async ({ page, backendUrl }) => {
  test.slow(); // two sign-ins and two saves
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/restaurants/create');
  await page.getByLabel('Name').fill('Chez Nous');
  await page.getByLabel('Address').fill('1 rue de la Paix, Lyon');
  await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'session-expired' });
  await page.getByRole('button', { name: 'Save' }).click();

  // The sign-in page, with the way back and the notice (helper A's redirect).
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect_path') === '/admin/restaurants/create');
  await expect(page.getByText('Your session has ended. Sign in again to continue; your changes are kept.')).toBeVisible();
  await page.getByLabel('E-mail address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/admin/restaurants/create');
  const notice = page.getByRole('alert').filter({ hasText: 'You have unsaved changes from earlier.' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Chez Nous');
  await expect(page.getByLabel('Address')).toHaveValue('1 rue de la Paix, Lyon');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/restaurants\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chez Nous' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lunch-draft:')))).toEqual([]);
});

test('a draft left in the tab is offered at the top of its form, reachable by keyboard and axe-clean', async ({ page }) => {
  test.slow(); // axe on a full admin form
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/restaurants/create');
  await page.getByLabel('Name').fill('Chez Nous');
  await page.waitForLoadState('networkidle');
  page.on('dialog', (dialog) => void dialog.accept()); // "leave the page?" (unsaved changes): yes
  await page.reload(); // the draft is what a hard redirect would leave behind

  const notice = page.getByRole('alert').filter({ hasText: 'You have unsaved changes from earlier.' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('Name')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lunch-draft:')))).toEqual([]);
});
