import { expect, test } from './support/fixtures';

test("a visitor filters tomorrow's vegetarian menus and shares the view", async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Menus for / })).toBeVisible();
  await page.getByRole('radio', { name: 'Tomorrow', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Tomorrow', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'Vegetarian option' }).click();
  await expect(page.getByRole('radio', { name: 'Vegetarian option' })).toBeChecked();
  await expect(page).toHaveURL(/\?day=tomorrow&diet=vegetarian$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toMatch(/Vegetarian|Vegan/);

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('radio', { name: 'Vegetarian option' })).toBeChecked();
  await expect(shared.getByRole('radio', { name: 'Tomorrow', exact: true })).toBeChecked();
  await expect(shared.getByRole('article')).toHaveCount(await cards.count());
});

test('a menu leads to its restaurant page; an unknown restaurant is Page Not Found', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('article', { name: 'Plat du jour' }).getByRole('link', { name: 'Chez Marcel' }).click();
  await expect(page).toHaveURL(/\/restaurants\/1$/);
  await expect(page.getByRole('heading', { name: 'Chez Marcel', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on the map' })).toHaveAttribute('href', /openstreetmap\.org/);
  await page.goto('/restaurants/424242');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the landing page in French', async ({ page }) => {
  await page.goto('/fr/?diet=vegan');
  await expect(page.getByRole('heading', { name: /^Menus du / })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Option végane' })).toBeChecked();
  await expect(page.getByRole('article').first()).toContainText('Végan');
});

// Production build only: in the demo, the mock worker answers before page.route could hold the call.
test('while the menus load, their shape stands where the cards then come: nothing moves', { tag: '@prod-only' }, async ({ page, backendUrl }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${backendUrl}/api/v1/public/menus\\?`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading the menus…')).toBeVisible();
  const shape = await page.locator('.l-landing__menus > *').first().boundingBox();
  release();
  await expect(page.getByText(/^\d+ menus$/)).toBeVisible();
  expect(await page.locator('.l-landing__menus > *').first().boundingBox()).toMatchObject({ x: shape!.x, y: shape!.y });
});
