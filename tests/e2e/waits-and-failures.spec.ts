import { expect, expectNoAxeViolations, mockControl, signIn, test } from './support/fixtures';

// Production build only: in the demo, MSW's service worker fetches the app's files itself, out of
// page.route's reach.
test('a failed load of the cart panel says so in its place, keeps the form, and Retry loads it', { tag: '@prod-only' }, async ({ page, consoleExpected }) => {
  // React logs the lazy import this test makes fail (the panel says so in its place).
  consoleExpected.push(/Failed to fetch dynamically imported module: .*\/cart-panel-/);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/restaurants/create');
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Chez Nous');
  // The panel's own file (not the cart button's, which came with the page) cannot be fetched.
  const panelFile = /\/assets\/cart-panel-[^/]*\.js(\?.*)?$/;
  await page.route(panelFile, (route) => route.abort('internetdisconnected'));
  const cart = page.getByRole('button', { name: /^Cart/ });
  await cart.hover();
  await cart.click();

  const failure = page.getByRole('alert').filter({ hasText: 'Part of the app could not be loaded. Check your connection and try again.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText(/new version/i)).toHaveCount(0);
  await expect(name).toHaveValue('Chez Nous');
  await expect(page.getByRole('heading', { name: 'New restaurant' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back online, Retry really fetches the file again (the browser keeps a failed import per URL).
  await page.unroute(panelFile);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(name).toHaveValue('Chez Nous');
});

test('a navigation that waits on a slow backend shows the progress bar, the old page busy, then the list', async ({ page, backendUrl }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'slow' });
  await page.getByRole('navigation').getByRole('link', { name: 'Restaurants' }).click();

  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  // A list shows its heading and the shape of its rows, never the old page as if it were loaded.
  await expect(main.getByRole('status').filter({ hasText: 'Loading the list…' })).toBeAttached();
  await expect(main.getByRole('heading', { name: 'Restaurants' })).toBeVisible();

  await expect(main.getByRole('table')).toBeVisible({ timeout: 10_000 });
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await mockControl(page, backendUrl, 'POST', 'scenario', { name: null });
});
