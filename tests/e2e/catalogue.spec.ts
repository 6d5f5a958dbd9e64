// The catalogue on the admin engine, end to end: create, edit and delete one of each entity (and a
// menu and a contact under a restaurant) in English and French, with axe on every page; the pages
// refuse a user without the permissions. Deletes are undoable (the row goes, "Deleted … Undo", the
// call when the notice ends) except where the server deletes other records with it (confirmed).
import type { Locator, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, openedConfirm, test } from './support/fixtures';

const WORDS = {
  en: {
    email: 'E-mail address', password: 'Password', signIn: 'Sign in', save: 'Save', saved: 'Saved.', delete: 'Delete',
    name: 'Name', address: 'Address', newRestaurant: 'New restaurant', newMenu: 'New menu', availableFrom: 'Available from',
    newContact: 'New contact', contact: 'Contact', type: 'Type', orders: 'Orders', menus: 'Menus', contacts: 'Contacts',
    newDiscount: 'New discount', ownerKind: 'Owner kind', owner: 'Owner', restaurant: 'Restaurant', percentage: 'Percentage',
    amount: 'Amount', priority: 'Priority', uploadImage: 'Upload an image', upload: 'Upload', uploaded: 'The image has been uploaded.',
    newTenant: 'New tenant', phone: 'Phone', tenants: 'Tenants', undo: 'Undo', deleted: 'Deleted',
    restaurantCascade: 'Its menus, contacts and discounts are deleted with it.',
  },
  fr: {
    email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter', save: 'Enregistrer', saved: 'Enregistré.', delete: 'Supprimer',
    name: 'Nom', address: 'Adresse', newRestaurant: 'Nouveau restaurant', newMenu: 'Nouveau menu', availableFrom: 'Disponible à partir du',
    newContact: 'Nouveau contact', contact: 'Contact', type: 'Type', orders: 'Commandes', menus: 'Menus', contacts: 'Contacts',
    newDiscount: 'Nouvelle remise', ownerKind: 'Type de bénéficiaire', owner: 'Bénéficiaire', restaurant: 'Restaurant', percentage: 'Pourcentage',
    amount: 'Montant', priority: 'Priorité', uploadImage: 'Envoyer une image', upload: 'Envoyer', uploaded: 'L’image a été envoyée.',
    newTenant: 'Nouvelle organisation', phone: 'Téléphone', tenants: 'Organisations', undo: 'Annuler', deleted: 'supprimé',
    restaurantCascade: 'Ses menus, contacts et remises sont supprimés avec lui.',
  },
};
type Words = (typeof WORDS)['en'];

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signInAs(page: Page, w: Words, prefix: string, email: string) {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('password');
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  // Closed before going on: axe must not read a list mid-animation.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function confirmDelete(page: Page, w: Words, saying?: string) {
  const dialog = await openedConfirm(page);
  if (saying) await expect(dialog.getByText(saying)).toBeVisible();
  // The safe answer comes first.
  await expect(dialog.getByRole('button', { name: /Cancel|Annuler/ })).toBeFocused();
  await dialog.getByRole('button', { name: w.delete, exact: true }).click();
  // Gone before going on: its button has the same name as the page's.
  await expect(page.locator('.ant-modal-confirm:visible')).toHaveCount(0, { timeout: 15_000 });
}

/** The "Deleted … Undo" notice of an undoable delete. */
const undoNotice = (page: Page, w: Words) => page.getByRole('status').filter({ hasText: w.deleted }).filter({ has: page.getByRole('button', { name: w.undo }) });

/**
 * After an undoable delete's click: the notice shows with Undo focused, nothing is sent in its
 * first second (or, `withAxe`, axe finds nothing on the page with the notice), and the DELETE goes
 * when it ends (about 5 s).
 */
async function letDeleteGo(page: Page, w: Words, { withAxe = false } = {}) {
  const notice = undoNotice(page, w);
  const sent = page.waitForRequest((request) => request.method() === 'DELETE', { timeout: 30_000 });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: w.undo })).toBeFocused();
  if (withAxe) {
    await expectNoAxeViolations(page);
  } else {
    const sentEarly = await page.waitForRequest((request) => request.method() === 'DELETE', { timeout: 1000 }).then(
      () => true,
      () => false,
    );
    expect(sentEarly).toBe(false);
  }
  await sent;
  await expect(notice).toHaveCount(0);
}

/**
 * An undoable delete the user does not wait out: the notice shows with Undo focused and nothing sent,
 * then leaving the page sends the DELETE at once, and the server accepts it. (One journey, the
 * image's, waits for the window to end instead: `letDeleteGo`.)
 */
async function deleteThenLeave(page: Page, w: Words, deleteButton: Locator, leave: Locator) {
  let sentEarly = false;
  const onRequest = (request: Request) => void (request.method() === 'DELETE' && (sentEarly = true));
  page.on('request', onRequest);
  await deleteButton.click();
  const notice = undoNotice(page, w);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: w.undo })).toBeFocused();
  page.off('request', onRequest);
  expect(sentEarly).toBe(false);
  const answered = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await leave.click();
  expect((await answered).ok()).toBe(true);
  await expect(notice).toHaveCount(0);
}

/** The toast has faded in (axe would read its colour mid-animation). */
async function settled(page: Page) {
  await expect(page.locator('.ant-message-fade-appear, .ant-message-fade-enter')).toHaveCount(0);
}

async function saveAndSee(page: Page, w: Words) {
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page.getByText(w.saved).first()).toBeVisible();
  await settled(page);
}

const heading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name });

// Each language's journeys run in one project: English in the demo build, French in the production
// build (real cookies, CSRF, the server's data across reloads). The builds render the same pages, and
// the two languages' texts need only be seen, with axe, once each.
const PROJECT_OF = { en: '@demo-only', fr: '@prod-only' } as const;

for (const [language, w] of Object.entries(WORDS) as [keyof typeof WORDS, Words][]) {
  const prefix = language === 'fr' ? '/fr' : '';
  const admin = `${prefix}/admin`;

  test.describe(`catalogue (${language})`, { tag: PROJECT_OF[language] }, () => {
    // Long journeys, and undoable deletes wait out their 5 s windows.
    test.setTimeout(180_000);

    test('a restaurant with a menu and a contact: create, edit, delete', async ({ page }) => {
      await signInAs(page, w, prefix, 'admin@example.com');
      await page.goto(`${admin}/restaurants`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: w.newRestaurant }).click();
      await expect(heading(page, w.newRestaurant)).toBeVisible();
      await expectNoAxeViolations(page);
      const name = `Bistro ${language}`;
      await page.getByLabel(w.name, { exact: true }).fill(name);
      await page.getByLabel(w.address, { exact: true }).fill('1 Rue du Test, 69001 Lyon');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(heading(page, name)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/restaurants\/\d+$/);
      await page.getByLabel(w.address, { exact: true }).fill('2 Rue du Test, 69001 Lyon');
      await saveAndSee(page, w);
      await expectNoAxeViolations(page);

      // A menu under it.
      await page.getByRole('link', { name: w.newMenu }).click();
      await expect(heading(page, w.newMenu)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel(w.name, { exact: true }).fill('Menu e2e');
      await page.getByLabel(w.availableFrom, { exact: true }).click();
      await page.getByLabel(w.availableFrom, { exact: true }).fill('2026-01-05');
      await page.getByLabel(w.availableFrom, { exact: true }).press('Enter');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(heading(page, name)).toBeVisible();
      const menus = page.getByRole('table', { name: w.menus });
      await menus.getByRole('link', { name: 'Menu e2e', exact: true }).click();
      await expect(heading(page, 'Menu e2e')).toBeVisible();
      await page.getByLabel(w.name, { exact: true }).fill('Menu e2e bis');
      await saveAndSee(page, w);
      await expect(heading(page, 'Menu e2e bis')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: w.delete, exact: true }).click();
      await confirmDelete(page, w);
      await expect(heading(page, name)).toBeVisible();
      await expect(menus.getByRole('link', { name: 'Menu e2e bis', exact: true })).toHaveCount(0);

      // A contact under it.
      await page.getByRole('link', { name: w.newContact }).click();
      await expect(heading(page, w.newContact)).toBeVisible();
      await page.getByLabel(w.contact, { exact: true }).fill('Camille Test');
      await choose(page, w.type, w.orders);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      const contacts = page.getByRole('table', { name: w.contacts });
      await contacts.getByRole('link', { name: 'Camille Test', exact: true }).click();
      await page.getByLabel(w.contact, { exact: true }).fill('Camille Testée');
      await saveAndSee(page, w);
      await expectNoAxeViolations(page);
      await page.goBack();
      await contacts.getByRole('button', { name: `${w.delete} Camille Testée` }).click();
      await expect(contacts.getByRole('link', { name: 'Camille Testée', exact: true })).toHaveCount(0);
      // Undo brings it back.
      await undoNotice(page, w).getByRole('button', { name: w.undo }).click();
      await expect(contacts.getByRole('link', { name: 'Camille Testée', exact: true })).toBeVisible();
      // The notice Undo closed fades out first (two would be on screen while it does).
      await expect(undoNotice(page, w)).toHaveCount(0);
      // Deleted again, the user goes to the restaurants and back rather than wait for the notice to end.
      const restaurants = page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Restaurants', exact: true });
      await deleteThenLeave(page, w, contacts.getByRole('button', { name: `${w.delete} Camille Testée` }), restaurants);
      await expect(page).toHaveURL(/\/admin\/restaurants$/);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(heading(page, name)).toBeVisible();
      await expect(contacts.getByRole('link', { name: 'Camille Testée', exact: true })).toHaveCount(0);

      // The restaurant goes, with its menus and contacts: asked first.
      await page.getByRole('button', { name: w.delete, exact: true }).click();
      await confirmDelete(page, w, w.restaurantCascade);
      await expect(page).toHaveURL(/\/admin\/restaurants$/);
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    });

    test('a discount with its owner picker: create, edit, delete', async ({ page }) => {
      await signInAs(page, w, prefix, 'admin@example.com');
      await page.goto(`${admin}/discounts`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: w.newDiscount }).click();
      await choose(page, w.ownerKind, w.restaurant);
      await choose(page, w.owner, 'Chez Marcel');
      await choose(page, w.type, w.percentage);
      await page.getByLabel(w.amount, { exact: true }).fill('12');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/discounts\/\d+$/);
      await page.getByLabel(w.priority, { exact: true }).fill('3');
      await saveAndSee(page, w);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: w.delete, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/discounts$/);
      await letDeleteGo(page, w, { withAxe: true });
    });

    test('an image: upload with preview, delete; the menus list and the tenant link page', async ({ page }) => {
      await signInAs(page, w, prefix, 'admin@example.com');
      await page.goto(`${admin}/images`);
      await expectNoAxeViolations(page);
      await page.locator('input[type=file]').setInputFiles({ name: `lunch-${language}.png`, mimeType: 'image/png', buffer: PNG });
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img', { name: new RegExp(`lunch-${language}\\.png`) })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: w.upload, exact: true }).click();
      await expect(page.getByText(w.uploaded).first()).toBeVisible();
      await settled(page);
      const table = page.getByRole('table');
      await expect(table.getByText(`lunch-${language}`, { exact: true })).toBeVisible();
      await table.getByRole('button', { name: `${w.delete} lunch-${language}` }).click();
      await expect(table.getByText(`lunch-${language}`, { exact: true })).toHaveCount(0);
      // Reloading while the notice shows: the browser asks first, and leaving keeps the image.
      await expect(undoNotice(page, w)).toBeVisible();
      const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
      await page.reload();
      expect(await asked).toBe('beforeunload');
      await expect(table.getByText(`lunch-${language}`, { exact: true })).toBeVisible();
      await table.getByRole('button', { name: `${w.delete} lunch-${language}` }).click();
      await letDeleteGo(page, w);
      await expect(table.getByText(`lunch-${language}`, { exact: true })).toHaveCount(0);
      // The window ended and the call went: reloaded, the list is the server's, without the image.
      await page.reload();
      await expect(table.getByRole('button', { name: new RegExp(`^${w.delete} `) }).first()).toBeVisible();
      await expect(table.getByText(`lunch-${language}`, { exact: true })).toHaveCount(0);

      await page.goto(`${admin}/restaurant-menus`);
      await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${admin}/restaurants/1`);
      await page.getByRole('main').getByRole('link', { name: w.tenants, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/tenants\/link\/91\/1$/);
      await expectNoAxeViolations(page);
      await saveAndSee(page, w);
    });

    test('a tenant (super admin): create, edit, delete', async ({ page }) => {
      await signInAs(page, w, prefix, 'superadmin@example.com');
      await page.goto(`${admin}/tenants`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: w.newTenant }).click();
      const name = `Umbrella ${language}`;
      await page.getByLabel(w.name, { exact: true }).fill(name);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(heading(page, name)).toBeVisible();
      await page.getByLabel(w.phone, { exact: true }).fill('+33 4 00 00 00 00');
      await saveAndSee(page, w);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: w.delete, exact: true }).click();
      await confirmDelete(page, w);
      await expect(page).toHaveURL(/\/admin\/tenants$/);
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    });
  });
}

test('a user has no catalogue in the menu, and its pages refuse them', async ({ page }) => {
  test.slow(); // nine pages
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('user@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/profile');
  // Their own menu (issue 29): what they do here, and no administration.
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  for (const entry of ['Tenants', 'Restaurants', 'Restaurant menus', 'Discounts', 'Images']) {
    await expect(nav.getByRole('link', { name: entry })).toHaveCount(0);
  }
  for (const path of ['/admin/tenants', '/admin/restaurants', '/admin/restaurants/1', '/admin/restaurants/1/menus/add', '/admin/restaurant-menus', '/admin/discounts/create', '/admin/images', '/admin/tenants/link/91/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});
