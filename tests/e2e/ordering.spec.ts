// The whole journey of issue "Ordering", in English and French: a visitor filters tomorrow's
// vegetarian menus, puts two items in the cart with different payers, signs in on the way to the
// checkout, places the order and follows it; changes one item and cancels the other; then staff
// move the order along the status table to COMPLETED. axe on every page on the way.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openedConfirm, test } from './support/fixtures';

const LOCALES = [
  {
    locale: 'en', prefix: '', choosePayer: 'Please select quantity and who is responsible for paying for the item', tomorrow: 'Tomorrow', vegetarian: 'Vegetarian option', addTo: (name: string) => `Add ${name} to the cart`,
    add: 'Add to cart', me: 'Me', company: 'My company', cart: 'Cart, 2 items', panel: 'Your cart', checkout: 'Check out',
    email: 'E-mail address', password: 'Password', signIn: 'Sign in', nameOnCard: 'Name on card', expiration: 'Expiration date (MM/YY)',
    cvc: 'CVC', placeOrder: 'Place order', placed: 'Order placed', itemsTable: 'Items',
    change: (name: string) => `Change ${name}`, quantity: 'Quantity', sendChange: 'Send the change', modificationRequested: 'Modification requested',
    cancel: (name: string) => `Cancel ${name}`, yesCancel: 'Yes, cancel', canceled: 'Canceled', signOut: 'Sign out',
    newStatus: 'New status', move: 'Change status', comment: 'Comment for the customer',
    moves: ['Received', 'Accepted', 'Ready for transport', 'On its way', 'Completed'], final: 'This is a final status: nothing moves from here.',
  },
  {
    locale: 'fr', prefix: '/fr', choosePayer: 'Veuillez sélectionner la quantité et qui est responsable du paiement de l’article', tomorrow: 'Demain', vegetarian: 'Option végétarienne', addTo: (name: string) => `Ajouter ${name} au panier`,
    add: 'Ajouter au panier', me: 'Moi', company: 'Mon entreprise', cart: 'Panier, 2 articles', panel: 'Votre panier',
    checkout: 'Passer la commande', email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter',
    nameOnCard: 'Nom sur la carte', expiration: 'Date d’expiration (MM/AA)', cvc: 'Cryptogramme (CVC)', placeOrder: 'Commander',
    placed: 'Commande passée', itemsTable: 'Articles', change: (name: string) => `Modifier ${name}`, quantity: 'Quantité',
    sendChange: 'Envoyer la modification', modificationRequested: 'Modification demandée', cancel: (name: string) => `Annuler ${name}`,
    yesCancel: 'Oui, annuler', canceled: 'Annulée', signOut: 'Se déconnecter', newStatus: 'Nouveau statut', move: 'Changer le statut',
    comment: 'Commentaire pour le client', moves: ['Reçue', 'Acceptée', 'Prête à partir', 'En route', 'Terminée'],
    final: 'C’est un statut final : plus rien ne change à partir d’ici.',
  },
] as const;

type Texts = (typeof LOCALES)[number];

async function addToCart(page: Page, t: Texts, name: string, payer: string): Promise<void> {
  const form = page.getByRole('form', { name: t.addTo(name) });
  await form.getByRole('radio', { name: payer }).check();
  await form.getByRole('button', { name: t.add }).click();
}

async function signInHere(page: Page, t: Texts, email: string): Promise<void> {
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill('password');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

const itemRow = (page: Page, t: Texts, name: string) => page.getByRole('table', { name: t.itemsTable }).getByRole('row').filter({ hasText: name });

// Each language's journey runs in one project (English in the demo build, French in the production
// build): the builds render the same pages, and each language's texts need only be seen once.
for (const t of LOCALES) {
  test(`order, follow, change and cancel; staff complete it (${t.locale})`, { tag: t.locale === 'en' ? '@demo-only' : '@prod-only' }, async ({ page }) => {
    test.slow(); // a long journey through many pages, with axe on each
    await page.goto(`${t.prefix}/`);
    await page.getByRole('radio', { name: t.tomorrow, exact: true }).click();
    await page.getByRole('radio', { name: t.vegetarian }).click();
    await expect(page.getByRole('radio', { name: t.vegetarian })).toBeChecked();
    await addToCart(page, t, 'Buddha bowl', t.me);
    await addToCart(page, t, 'Falafel bowl', t.company);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.cart }).click();
    await page.getByRole('dialog', { name: t.panel }).getByRole('link', { name: t.checkout }).click();
    await expect(page).toHaveURL(/\/login\?redirect_path=/);
    await signInHere(page, t, 'user@example.com');
    await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/checkout`);
    // "My company" was chosen by a visitor, under no company: signed in, it is chosen again.
    const falafel = page.locator('[data-testid^="line-6@"]');
    await expect(falafel).toContainText(t.choosePayer);
    await falafel.getByText(t.company, { exact: true }).click();
    await expect(falafel).not.toContainText(t.choosePayer);
    await page.getByLabel(t.nameOnCard).fill('UMA USER');
    await page.getByLabel(t.expiration).fill('12/39');
    await page.getByLabel(t.cvc).fill('123');
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();

    // Follow the order: its page lists both items with their payers.
    const orderLink = page.getByRole('link', { name: /[A-Z]-\d{4}-\d{6}/ });
    await expect(orderLink).toHaveCount(1);
    const orderNumber = /[A-Z]-\d{4}-\d{6}/.exec((await orderLink.textContent()) ?? '')![0];
    await orderLink.click();
    await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    const orderUrl = new URL(page.url()).pathname;
    await expect(itemRow(page, t, 'Buddha bowl')).toBeVisible();
    await expect(itemRow(page, t, 'Falafel bowl')).toBeVisible();
    await expectNoAxeViolations(page);

    // Change one item, cancel the other.
    await page.getByRole('button', { name: t.change('Buddha bowl') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.quantity).fill('2');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.sendChange }).click();
    await expect(itemRow(page, t, 'Buddha bowl')).toContainText(t.modificationRequested);
    await page.getByRole('button', { name: t.cancel('Falafel bowl') }).click();
    await (await openedConfirm(page)).getByRole('button', { name: t.yesCancel }).click();
    await expect(itemRow(page, t, 'Falafel bowl')).toContainText(t.canceled);

    // Staff take it from here (same browser: the demo's data lives in this page's storage).
    await page.getByRole('button', { name: /Uma User/ }).click();
    await page.getByText(t.signOut).click();
    await page.goto(`${t.prefix}/login`);
    await signInHere(page, t, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(orderUrl); // with its /fr prefix
    await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [index, status] of t.moves.entries()) {
      await page.getByLabel(t.newStatus).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(status, { exact: true }).click();
      if (index === 0) await page.getByLabel(t.comment).fill('Merci !');
      await page.getByRole('button', { name: t.move, exact: true }).click();
      await expect(itemRow(page, t, 'Buddha bowl')).toContainText(status);
    }
    await expect(page.getByText(t.final)).toBeVisible();
    await expect(page.getByLabel(t.newStatus)).toHaveCount(0);
    await expect(itemRow(page, t, 'Falafel bowl')).toContainText(t.canceled);
    await expectNoAxeViolations(page);
  });
}
