import { expect, test } from './support/fixtures';

test('/fr/… shows French and remembers it in a cookie', async ({ page, context }) => {
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/login$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
});

test('the switcher changes the language of the whole page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a French session lands on a French dashboard', async ({ page }) => {
  await page.goto('/fr/login');
  await page.getByLabel('Adresse e-mail').fill('admin@example.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
});
