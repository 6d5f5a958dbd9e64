import { expect, test } from './support/fixtures';

test('an invalid configuration stops the app with a page naming each problem', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { backendUrl: 'ftp://nowhere', defaultPageSize: 7 } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'The app is not configured correctly' })).toBeVisible();
  await expect(page.getByText('backendUrl must be an http(s) URL')).toBeVisible();
  await expect(page.getByText('defaultPageSize must be one of 10, 25, 50, 100')).toBeVisible();
});

test('the colour mode starts light and the choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('.app-root')).toHaveClass(/app-root--light/);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('.app-root')).toHaveClass(/app-root--dark/);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.reload();
  await expect(page.locator('.app-root')).toHaveClass(/app-root--dark/);
  expect(await page.evaluate(() => localStorage.getItem('lunch-color-mode'))).toContain('"colorMode":"dark"');
});
