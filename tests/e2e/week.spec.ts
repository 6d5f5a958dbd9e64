// Plan my week (issue 33.2): a person plans three days on /week and checks out once, getting one
// order per day, then sees the days marked as ordered; axe on the planner and on the checkout of
// several days, in English (wide screen) and French (a phone, one day at a time through the day
// switcher), each test under 30 s. Production build only: one build shows the journey, and the
// mock HTTP server keeps the orders between the pages.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

async function addToDay(page: Page, day: number, addTo: string, company: string, add: string): Promise<void> {
  const column = page.locator('.l-week__day').nth(day);
  const form = column.getByRole('form', { name: addTo });
  await form.getByRole('radio', { name: company }).check();
  await form.getByRole('button', { name: add }).click();
  await expect(form.getByRole('status')).not.toBeEmpty();
}

test.describe('plan my week', { tag: '@prod-only' }, () => {
  test('three days planned on /week, one checkout, three orders', async ({ page }) => {
    test.slow(); // sign-in, three orders placed
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'user@example.com');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Plan my week' }).click();
    await expect(page).toHaveURL(/\/week$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan my week' })).toBeVisible();
    const days = page.locator('.l-week__day');
    await expect(days).toHaveCount(5);
    await expect(days.nth(1).getByRole('form', { name: 'Add Plat du jour to the cart' })).toBeVisible();
    // Not the first day: its same-day deadline may have passed.
    for (const day of [1, 2, 3]) await addToDay(page, day, 'Add Plat du jour to the cart', 'My company', 'Add to cart');

    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Place 3 orders' })).toBeEnabled();
    await page.getByRole('button', { name: 'Place 3 orders' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeFocused();
    await expect(page.getByText('Thank you! Your orders for 3 days have been placed (one per day and restaurant).')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Order [A-Z]-\d{4}-\d{6} — Chez Marcel$/ })).toHaveCount(3);

    // Back on the planner, the three days are marked as ordered, each with a link to its order.
    await page.goto('/week');
    for (const day of [1, 2, 3]) await expect(days.nth(day).locator('.l-week__ordered').getByRole('link', { name: /^[A-Z]-\d{4}-\d{6}$/ })).toBeVisible();
  });

  test('axe on the planner and on the checkout of several days, on a wide screen', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'user@example.com');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/week');
    await expect(page.locator('.l-week__day').nth(1).getByRole('form', { name: 'Add Plat du jour to the cart' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const day of [1, 2]) await addToDay(page, day, 'Add Plat du jour to the cart', 'My company', 'Add to cart');
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page.getByRole('button', { name: 'Place 2 orders' })).toBeEnabled();
    await expect(page.getByText('Checking prices and availability…')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('en français, sur un téléphone : un jour à la fois, puis la commande de deux jours', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'user@example.com');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/fr/week');
    await expect(page.getByRole('heading', { level: 1, name: 'Planifier ma semaine' })).toBeVisible();
    // One day shows; the switcher chooses another, and the address keeps it.
    await expect(page.locator('.l-week__day:visible')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.locator('.l-week__switch label').nth(1).click();
    await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('.l-week__day:visible')).toHaveAttribute('data-day', /\d/);
    await addToDay(page, 1, 'Ajouter Plat du jour au panier', 'Mon entreprise', 'Ajouter au panier');
    await page.locator('.l-week__switch label').nth(2).click();
    await addToDay(page, 2, 'Ajouter Plat du jour au panier', 'Mon entreprise', 'Ajouter au panier');

    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.getByRole('button', { name: 'Passer 2 commandes' })).toBeEnabled();
    await expect(page.getByText('Vérification des prix et des disponibilités…')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
