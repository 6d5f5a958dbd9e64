import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Production build only: playwright.config.ts leaves this file out of the demo project.
test('the landing page reloads offline from the PWA cache (production build)', async ({ page, context, consoleExpected }) => {
  // The router logs the menus request this test makes fail offline (the page says so in their place).
  consoleExpected.push(/^NetworkError: Failed to connect to the API server/);
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Under the worker's control, a second visit fills its cache of public reads.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('lunch-public-api')).keys()).map((request) => new URL(request.url).pathname)))
    .toContain('/api/v1/public/menus');
  // Nothing authenticated is ever cached: only the public reads vite.config.ts names.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  // (The precached shell holds code chunks such as assets/orders-*.js: only API paths count here.)
  const privateApi = /\/(auth|sanctum)\/|\/api\/v\d+\/(?!public\/|features\/tree$|languages\/enabled$|variables\/public$|translations\/catalogue\/)/;
  expect(cached.filter((url) => privateApi.test(new URL(url).pathname))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // Chromium 150 under Playwright 1.65 gives a document loaded in an offline context
  // navigator.onLine = true (the network stays cut); going offline again tells the page, as a
  // real browser would have from the start.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // A day never seen on this device: said in the menus' place; the filters stay and still work.
  await page.getByRole('radio', { name: 'Day after tomorrow' }).check();
  const unavailable = page.getByRole('alert').filter({ hasText: 'Not available offline' });
  await expect(unavailable).toBeVisible();
  await expect(unavailable).toContainText('Choose a day you have seen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(unavailable).toHaveCount(0);
  await context.setOffline(false);
});
