// --write: journeys that create records on the deployment, named QA-<run id>-…, each registered for
// deletion (fixtures.ts, cleanup) as soon as its id is known, so a failing step still leaves the
// deployment as it was. Each journey runs as the first account given that may do it.
import type { Page, Response } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/support/fixtures';
import { qaEnv, qaName, type QaRole } from './env';
import { expect, leftAfter, test, type Cleanup } from './fixtures';

const env = qaEnv();
const DAY_MS = 86_400_000;
/** Item statuses nothing moves from (spec §3): such an item is left as it is. */
const FINAL = ['CANCELED', 'COMPLETED', 'FAILED', 'DENIED'];

/** The journey runs in this account's project only: the first given of the roles that may do it. */
function runsAs(...roles: QaRole[]): QaRole | undefined {
  return roles.find((role) => env.accounts.some((account) => account.role === role));
}

/** The id in the answer to the POST that created a record (sent by the click `act` makes). */
async function createdId(page: Page, collection: RegExp, act: () => Promise<void>): Promise<number> {
  const answered = page.waitForResponse((r: Response) => r.request().method() === 'POST' && collection.test(new URL(r.url()).pathname));
  await act();
  const response = await answered;
  expect(response.status(), `${response.url()} creates the record`).toBeLessThan(300);
  const id = ((await response.json()) as { data?: { id?: unknown } }).data?.id;
  expect(typeof id, 'the created record has an id').toBe('number');
  return id as number;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Picks an option of a (multi-)select: the one titled `preferred` when there is one, else the first. */
async function pickOption(page: Page, label: string, preferred?: RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const wanted = preferred ? options.filter({ hasText: preferred }) : options;
  await ((await wanted.count()) > 0 ? wanted : options).first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.describe('write journeys', { tag: '@write' }, () => {
  test('a restaurant with a menu (admin)', async ({ page, account, cleanup }) => {
    test.skip(account.role !== runsAs('admin', 'superadmin'), 'runs as the admin (or super admin) account');
    const name = qaName(env.runId, 'restaurant');
    await page.goto('/admin/restaurants/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Address', { exact: true }).fill('1 QA Street');
    const id = await createdId(page, /\/api\/v1\/restaurants$/, () => page.getByRole('button', { name: 'Save', exact: true }).click());
    // Its menus and contacts go with it (the contract's cascade): one DELETE leaves nothing behind.
    cleanup.deletes(name, `api/v1/restaurants/${id}`);
    await expect(heading(page, name)).toBeVisible();
    await expectNoAxeViolations(page);

    const menu = qaName(env.runId, 'menu');
    await page.getByRole('link', { name: 'New menu' }).click();
    await expect(heading(page, 'New menu')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(menu);
    const from = page.getByLabel('Available from', { exact: true });
    await from.click();
    const today = new Date().toISOString().slice(0, 10);
    await from.fill(today);
    // Tab, not Enter: Enter in the picker can submit the form before Save is clicked.
    await from.press('Tab');
    await expect(from).toHaveValue(today);
    const menuId = await createdId(page, new RegExp(`/api/v1/restaurants/${id}/menus$`), () => page.getByRole('button', { name: 'Save', exact: true }).click());
    cleanup.deletes(menu, `api/v1/restaurants/${id}/menus/${menuId}`);
    await expect(page.getByRole('table', { name: 'Menus' }).getByRole('link', { name: menu, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a user (admin)', async ({ page, account, cleanup }) => {
    test.skip(account.role !== runsAs('admin', 'superadmin'), 'runs as the admin (or super admin) account');
    const first = qaName(env.runId, 'user');
    // example.com never receives mail: the invitation (no password is typed) goes nowhere.
    const email = `${first.toLowerCase()}@example.com`;
    await page.goto('/admin/users/create');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('First name', { exact: true }).fill(first);
    await page.getByLabel('Last name', { exact: true }).fill('QA');
    // The least a user can have: the plain user role, in the first tenant offered.
    await pickOption(page, 'Roles', /^user$/i);
    await pickOption(page, 'Tenants');
    const id = await createdId(page, /\/api\/v1\/users$/, () => page.getByRole('button', { name: 'Save', exact: true }).click());
    cleanup.deletes(email, `api/v1/users/${id}`);
    await expect(heading(page, `${first} QA`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an order through the cart and the checkout (user)', async ({ page, account, cleanup }) => {
    test.skip(account.role !== runsAs('user'), 'runs as the user account');
    const comment = qaName(env.runId, 'order');
    await page.goto('/');
    await page.getByRole('radio', { name: 'Tomorrow', exact: true }).click();
    // The first menu on offer tomorrow, paid by the user: nothing is charged to a company.
    const form = page.getByRole('form', { name: /^Add .+ to the cart$/ }).first();
    await expect(form, 'a menu can be ordered for tomorrow').toBeVisible();
    const me = form.getByRole('radio', { name: 'Me' });
    if ((await me.count()) > 0) await me.check();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('Name on card').fill('QA USER');
    await page.getByLabel('Expiration date (MM/YY)').fill(`12/${String(new Date(Date.now() + 365 * DAY_MS).getFullYear() + 3).slice(2)}`);
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Order comment').fill(comment);
    const placed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders');
    await page.getByRole('button', { name: 'Place order' }).click();
    const answer = await placed;
    expect(answer.status(), 'the order is placed').toBeLessThan(300);
    const orders = ((await answer.json()) as { data: { id: number }[] }).data;
    // An order cannot be deleted (the contract has no DELETE): its items are canceled instead.
    for (const order of orders) registerCancel(cleanup, `${comment} (order ${order.id})`, order.id);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** Cleanup for an order: every item not final yet is canceled (or its cancel requested), the comment saying why. */
function registerCancel(cleanup: Cleanup, label: string, orderId: number): void {
  cleanup.add({
    label,
    doneAs: 'items canceled',
    undo: async (call) => {
      const order = await call('GET', `api/v1/orders/${orderId}?relationships=1`);
      if (order.status === 404) return undefined;
      const data = (order.body as { data?: { items?: { id: number; status: string }[]; items_count?: number } }).data;
      const items = data?.items ?? [];
      if (items.length !== data?.items_count) return `order ${orderId}: its items could not be read (${order.status})`;
      const problems: string[] = [];
      for (const item of items.filter((i) => !FINAL.includes(i.status))) {
        const answer = await call('POST', `api/v1/order-items/${item.id}/cancel`, { status_comment: 'QA run cleanup' });
        const status = (answer.body as { data?: { status?: string } } | undefined)?.data?.status;
        // Once the restaurant has received it, a cancel is a request the staff answer (spec's status table).
        const done = status === 'CANCELED' || status === 'CANCEL_REQUESTED';
        const problem = leftAfter(answer, `cancel item ${item.id}`) ?? (done ? undefined : `item ${item.id} is ${status ?? 'unknown'}`);
        if (problem) problems.push(problem);
      }
      return problems.length > 0 ? problems.join('; ') : undefined;
    },
  });
}
