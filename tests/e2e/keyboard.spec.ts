// Issue 22's keyboard journey, no mouse: the skip link comes first and leads into the page; sign in,
// choose tomorrow's menu, open the cart, check out and place the order with keys alone. After each
// step the focus is on something (never the page's body), a new page puts it on its h1 and its
// title is said in the one live region; the success state's heading gets it and "Order placed" is said.
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** The focus is on an element of the page, not lost to its body. */
async function expectFocusKept(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'BODY')).not.toBe('BODY');
}

const announcer = (page: Page) => page.locator('#announcer');

test('order lunch from sign-in to the success screen with the keyboard alone', { tag: '@demo-only' }, async ({ page }) => {
  test.slow(); // a key press at a time through four pages
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, shown; Enter puts the focus in the main region.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Back up to the header's "Sign in": the sign-in page keeps the focus on its own first field.
  await tabTo(page, page.getByRole('link', { name: 'Sign in' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await expect(announcer(page)).toHaveText(/^Sign in · /);
  await page.keyboard.type('user@example.com');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const landingHeading = page.getByRole('heading', { level: 1 });
  await expect(landingHeading).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());

  // Tomorrow's menus: arrows move in the day's radio group; only the query changes, the focus stays.
  await tabTo(page, page.getByRole('radio', { name: 'Today', exact: true }));
  await page.keyboard.press('ArrowRight');
  const tomorrow = page.getByRole('radio', { name: 'Tomorrow', exact: true });
  await expect(tomorrow).toBeChecked();
  await expect(page).toHaveURL(/day=tomorrow/);
  await expect(tomorrow).toBeFocused();

  const form = page.getByRole('form', { name: 'Add Buddha bowl to the cart' });
  await tabTo(page, form.getByRole('radio', { name: 'Me' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText('Added to your cart');
  await expectFocusKept(page);

  // Back up to the header's cart, open it, check out.
  const cart = page.getByRole('button', { name: 'Cart, 1 item' });
  await tabTo(page, cart, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  await expectFocusKept(page);
  await tabTo(page, panel.getByRole('link', { name: 'Check out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(page).toHaveTitle(/^Checkout · /);
  await expect(announcer(page)).toHaveText(await page.title());

  // The card, then Place order.
  await tabTo(page, page.getByLabel('Name on card'));
  await page.keyboard.type('UMA USER');
  await tabTo(page, page.getByLabel('Expiration date (MM/YY)'));
  await page.keyboard.type('12/39');
  await tabTo(page, page.getByLabel('CVC'));
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');

  // The success state: its own heading has the focus, its own title, and it is said.
  const placed = page.getByRole('heading', { level: 1, name: 'Order placed' });
  await expect(placed).toBeFocused();
  await expect(page).toHaveTitle(/^Order placed · /);
  await expect(announcer(page)).toHaveText('Order placed');
  // The next Tab goes on from there: to what comes next.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to the menus' })).toBeFocused();
});

test('the admin menu is one tab stop per link, none for the menu itself', { tag: '@demo-only' }, async ({ page }) => {
  await signIn(page, 'admin@example.com');
  // Signed in, the dashboard's h1 has the focus; loaded afresh, the page starts from the top.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  // From the brand (after the skip link), each Tab is the next link of the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('complementary').getByRole('link').first()).toBeFocused();
  for (const link of (await links.all()).slice(0, 3)) {
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
  }
});
