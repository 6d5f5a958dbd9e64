// Cart → sign in → checkout, in English and French, as user@example.com: the visitor's cart is taken
// over on the trip to the login page, the order is placed, a line that cannot be ordered is left out,
// and a failed order keeps every value. The cart is put in place through localStorage (the guest's
// `lunch-cart:guest` or the user's `lunch-cart:user:3:tenant:1`, what AddToCart writes) to reach cases
// the landing cannot (a closed restaurant's menu); ordering.spec.ts adds through the landing page itself.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mockControl, signIn, test } from './support/fixtures';

const DAY_MS = 86_400_000;
const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);

const menu = (id: number, name: string, restaurantId: number, restaurantName: string, price: number | null) => ({
  id, name, restaurant_id: restaurantId, restaurant_name: restaurantName, type: 'NORMAL', price, price_hidden: price === null,
  discounts: [], image_url: null, image_title: name,
});

/** `payerTenant`: the tenant the payer was chosen under (null: by a visitor). */
const line = (m: ReturnType<typeof menu>, quantity: number, payer: 'USER' | 'TENANT', payerTenant: number | null = null) => ({
  key: `${m.id}@${tomorrow}`, menu: m, date: tomorrow, quantity, payer, payerTenant,
});
const GUEST_CART = 'lunch-cart:guest';
const UMA_CART = 'lunch-cart:user:3:tenant:1'; // user@example.com in Acme

const PLAT = menu(1, 'Plat du jour', 1, 'Chez Marcel', 1250);
const FALAFEL = menu(6, 'Falafel bowl', 2, 'Green Bowl', null);
const STEAK = menu(11, 'Steak frites', 4, 'Brasserie du Parc', 1650); // its restaurant is closed

async function putInCart(page: Page, key: string, lines: ReturnType<typeof line>[]): Promise<void> {
  // Let the page's start-up calls finish first: a reload cutting them off leaves half answers.
  await page.waitForLoadState('networkidle');
  await page.evaluate(([name, value]) => localStorage.setItem(name, JSON.stringify({ state: { lines: value }, version: 2 })), [key, lines] as const);
  await page.reload();
}

const LOCALES = [
  {
    locale: 'en', prefix: '', cart: 'Cart, 3 items', panel: 'Your cart', checkout: 'Check out', email: 'E-mail address',
    password: 'Password', signIn: 'Sign in', nameOnCard: 'Name on card', expiration: 'Expiration date (MM/YY)', cvc: 'CVC',
    comment: 'Order comment', placeOrder: 'Place order', placed: 'Order placed', failed: 'Order failed',
    closed: 'The restaurant is closed',
    remove: 'Remove Steak frites from the cart', company: 'My company',
    choosePayer: 'Please select quantity and who is responsible for paying for the item',
    excluded: 'Not included in the order. Remove it from the cart.',
  },
  {
    locale: 'fr', prefix: '/fr', cart: 'Panier, 3 articles', panel: 'Votre panier', checkout: 'Passer la commande', email: 'Adresse e-mail',
    password: 'Mot de passe', signIn: 'Se connecter', nameOnCard: 'Nom sur la carte', expiration: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (CVC)', comment: 'Commentaire de commande', placeOrder: 'Commander', placed: 'Commande passée',
    failed: 'Échec de la commande',
    closed: 'Le restaurant est fermé', remove: 'Retirer Steak frites du panier', company: 'Mon entreprise',
    choosePayer: 'Veuillez sélectionner la quantité et qui est responsable du paiement de l’article',
    excluded: 'Non inclus dans la commande. Retirez-le du panier.',
  },
] as const;

async function fillPayment(page: Page, t: (typeof LOCALES)[number]): Promise<void> {
  await page.getByLabel(t.nameOnCard).fill('UMA USER');
  await page.getByLabel(t.expiration).fill('12/39');
  await page.getByLabel(t.cvc).fill('123');
}

// Each language's journeys run in one project (English in the demo build, French in the production
// build): the builds render the same pages, and each language's texts need only be seen once.
for (const t of LOCALES) {
  test.describe(`checkout (${t.locale})`, { tag: t.locale === 'en' ? '@demo-only' : '@prod-only' }, () => {
    test('a visitor checks out: login on the way, the cart intact, the order placed', async ({ page }) => {
      test.slow(); // sign-in, a payer chosen again, three axe runs
      await page.goto(`${t.prefix}/`);
      await putInCart(page, GUEST_CART, [line(PLAT, 2, 'TENANT'), line(FALAFEL, 1, 'USER')]);
      await page.getByRole('button', { name: t.cart }).click();
      const panel = page.getByRole('dialog', { name: t.panel });
      await expect(panel).toContainText('Plat du jour');
      await expectNoAxeViolations(page);
      await panel.getByRole('link', { name: t.checkout }).click();

      await expect(page).toHaveURL(/\/login\?redirect_path=/);
      await page.getByLabel(t.email).fill('user@example.com');
      await page.getByLabel(t.password, { exact: true }).fill('password');
      await page.getByRole('button', { name: t.signIn, exact: true }).click();

      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/checkout`);
      await expect(page.getByTestId(`line-1@${tomorrow}`)).toContainText('Plat du jour');
      await expect(page.getByTestId(`line-6@${tomorrow}`)).toContainText('Falafel bowl');
      // "My company" was chosen by a visitor, under no company: signed in, it is chosen again.
      await expect(page.getByTestId(`line-1@${tomorrow}`)).toContainText(t.choosePayer);
      await expectNoAxeViolations(page);
      await page.getByTestId(`line-1@${tomorrow}`).getByText(t.company, { exact: true }).click();
      await fillPayment(page, t);
      await page.getByRole('button', { name: t.placeOrder }).click();

      await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();
      const orders = page.getByRole('link', { name: /[A-Z]-\d{4}-\d{6}/ });
      await expect(orders).toHaveCount(2);
      await expect(orders.first()).toHaveAttribute('href', /\/admin\/orders\/\d+$/);
      expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toContain('UMA USER');
      await expectNoAxeViolations(page);
    });

    test('a line that cannot be ordered is shown and left out; a failed order keeps every value', async ({ page, backendUrl }) => {
      test.slow(); // sign-in, a failed order and a placed one
      await signIn(page, 'user@example.com');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await page.goto(`${t.prefix}/checkout`);
      await putInCart(page, UMA_CART, [line(PLAT, 1, 'USER', 1), line(STEAK, 1, 'TENANT', 1)]);
      await expect(page.getByTestId(`line-11@${tomorrow}`)).toContainText(t.closed);
      await expect(page.getByTestId(`line-11@${tomorrow}`)).toContainText(t.excluded);
      await fillPayment(page, t);
      await page.getByLabel(t.comment).fill('Sans oignons');
      await expectNoAxeViolations(page);

      // The server down: the message, nothing lost; back up, the order goes through without the steak.
      await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'server-error' });
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
      await expect(page.getByLabel(t.comment)).toHaveValue('Sans oignons');
      await expect(page.getByLabel(t.nameOnCard)).toHaveValue('UMA USER');
      await expect(page.getByLabel(t.cvc)).toHaveValue('123');
      await expect(page.getByTestId(`line-1@${tomorrow}`)).toBeVisible();
      await mockControl(page, backendUrl, 'POST', 'scenario', { name: null });
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();
      await expect(page.getByRole('link', { name: /[A-Z]-\d{4}-\d{6}/ })).toHaveCount(1);
      await expect(page.getByRole('link', { name: /[A-Z]-\d{4}-\d{6}/ })).toContainText('Chez Marcel');
    });
  });
}

// Issue 29: a person whose company pays is asked for no card. On a phone, in French: the card is
// asked while a line is the person's own, and goes once "Mon entreprise" pays it; the line whose
// price the restaurant sets says who pays it; the order is placed without one.
test.describe('checkout paid by the company (fr, phone)', { tag: '@prod-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the company pays everything: no card is asked and the order is placed', async ({ page }) => {
    test.slow(); // sign-in, two axe runs in both colour modes
    await page.goto('/fr/login');
    await page.getByLabel('Adresse e-mail').fill('user@example.com');
    await page.getByLabel('Mot de passe', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/fr');
    await page.goto('/fr/checkout');
    await putInCart(page, UMA_CART, [line(PLAT, 1, 'USER', 1), line(FALAFEL, 1, 'TENANT', 1)]);

    const plat = page.getByTestId(`line-1@${tomorrow}`);
    await expect(page.getByLabel('Nom sur la carte')).toBeVisible(); // the plat is the person's own, for now
    await plat.getByText('Mon entreprise', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Paiement' })).toHaveCount(0);
    await expect(page.getByLabel('Nom sur la carte')).toHaveCount(0);
    await expect(page.getByTestId(`line-6@${tomorrow}`)).toContainText('Payé par mon entreprise, au prix fixé par le restaurant');
    const summary = page.locator('.checkout-summary');
    await expect(summary).toContainText('Payé par mon entreprise');
    await expect(summary).not.toContainText('Payé par moi');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Commander' }).click();
    await expect(page.getByRole('heading', { name: 'Commande passée' })).toBeVisible();
    await expect(page.getByRole('link', { name: /[A-Z]-\d{4}-\d{6}/ })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});
