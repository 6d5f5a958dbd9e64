// Shared e2e fixtures: where the backend is, how to drive the mock, and how to sign in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page, type Response } from '@playwright/test';
import { readBody, validateResponse, type ContractMismatch } from '../../../mocks/contract/openapi-validator';
import { logMismatch } from './contract';

export interface E2eOptions {
  /** The backend the frontend under test talks to (same origin in the demo build). */
  backendUrl: string;
  /** True for the demo build (mock in the page's service worker). */
  demo: boolean;
}

export const DEMO_PASSWORD = 'password';

/** Calls a mock control endpoint from inside the page, so it reaches the demo's service worker too. */
export async function mockControl<T = unknown>(page: Page, backendUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as never;
    },
    { url: `${backendUrl}/__mock/${path}`, method, body },
  );
}

/**
 * What openapi/openapi.yaml says is wrong with one answer the page received, if anything (the QA run
 * checks a deployed backend's answers with it too). Redirects have no readable body, and the page
 * may be gone (or have dropped the body) by the time it is read: an answer that cannot be read whole
 * is not judged.
 */
export async function responseMismatch(response: Response): Promise<ContractMismatch | undefined> {
  const headers = response.headers();
  const request = response.request();
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return undefined;
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && new TextEncoder().encode(text).length < declared) return undefined;
  return validateResponse({
    method: request.method(), url: response.url(), status: response.status(), contentType: headers['content-type'],
    body: readBody(headers['content-type'], text),
  });
}

/** Checks one answer of the demo's in-page mock against the contract (see support/contract.ts). */
async function checkMockResponse(response: Response): Promise<void> {
  if (response.headers()['x-mock-backend'] !== '1') return;
  const mismatch = await responseMismatch(response);
  if (mismatch) logMismatch(mismatch);
}

/**
 * Console output a test may leave (issue 21: zero errors and warnings on every route). Each entry
 * says why it is not the app's fault.
 */
const CONSOLE_ALLOWED: RegExp[] = [
  // The browser's own line for an HTTP error answer or a network failure the test provoked (a 401
  // of a signed-out user, a 422, offline): network noise, which the app handles and shows.
  /^Failed to load resource: /,
];

/**
 * Page errors a test may leave, each not the app's: MSW (the demo's mock, in the page) asks the
 * browser to update its worker without waiting for the answer; a navigation meanwhile can leave the
 * registration gone, and the browser rejects that promise.
 */
const PAGE_ERRORS_ALLOWED: RegExp[] = [/^page error: Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found$/];

export const test = base.extend<E2eOptions & { resetMock: void; demoContract: void; quietConsole: void; consoleExpected: RegExp[] }>({
  /** A test that provokes a failure the browser or the router logs (offline, a lost chunk) lists the lines (or `page error: …`) here. */
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a fixture's first argument to be destructured
  consoleExpected: async ({}, use) => use([]),
  backendUrl: ['', { option: true }],
  demo: [false, { option: true }],
  // Every test starts from the seed: the demo's data lives in the page (fresh per context); the
  // mock HTTP server is shared, so it is reset before each test. Straight from the runner: loading
  // the app in a page first to call it from there cost seconds per test on two cores.
  resetMock: [
    async ({ request, backendUrl, demo }, use) => {
      if (!demo) {
        const reset = await request.post(`${backendUrl}/__mock/reset`, { data: {}, headers: { Accept: 'application/json' } });
        expect(reset.status(), 'the mock server resets its data').toBe(204);
      }
      await use();
    },
    { auto: true },
  ],
  quietConsole: [
    async ({ page, consoleExpected }, use) => {
      const heard: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (![...CONSOLE_ALLOWED, ...consoleExpected].some((allowed) => allowed.test(text))) heard.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => {
        const text = `page error: ${error.message}`;
        if (![...PAGE_ERRORS_ALLOWED, ...consoleExpected].some((allowed) => allowed.test(text))) heard.push(text);
      });
      await use();
      expect(heard, 'no console error or warning, no page error').toEqual([]);
    },
    { auto: true },
  ],
  demoContract: [
    async ({ page, demo }, use) => {
      const checks: Promise<void>[] = [];
      const onResponse = (response: Response) => void checks.push(checkMockResponse(response));
      if (demo) page.on('response', onResponse);
      await use();
      page.off('response', onResponse);
      await Promise.all(checks);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Fills the sign-up form (on /sign-up) as Nora New, with `email`, and sends it. */
export async function signUpAsNora(page: Page, email = 'nora@example.com'): Promise<void> {
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('New');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByLabel('Confirm password').fill('a-good-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * The confirmation dialog on screen, once antd's zoom has brought it in: while it zooms, its buttons
 * move, and a click aimed at one can land beside it (seen under load: the dialog stayed open).
 */
export async function openedConfirm(page: Page): Promise<Locator> {
  const dialog = page.locator('.ant-modal-confirm:visible');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).not.toHaveClass(/-zoom-/);
  return dialog;
}

/** antd's messages and notifications while they fade in or out (axe would judge a half-faded text's contrast). */
const FADING_NOTICES = ['message', 'notification'].flatMap((kind) => ['appear', 'enter', 'leave'].map((phase) => `.ant-${kind}-fade-${phase}`)).join();
/** Dialogs zooming and lists sliding in or out: mid-way their text is half-transparent too (seen once on a modal's title). */
const MOVING_LAYERS = ['zoom', 'fade', 'slide-up', 'slide-down'].flatMap((motion) => ['appear', 'enter', 'leave'].map((phase) => `.ant-${motion}-${phase}`)).join();

/** Where the app keeps the colour mode chosen (src/stores/ui.ts); another tab's change applies at once. */
const COLOR_MODE_KEY = 'lunch-color-mode';

/** Chooses a colour mode as another tab would (its storage event); gives back what was stored before. */
async function chooseColorMode(page: Page, stored: string | null): Promise<string | null> {
  return page.evaluate(
    ({ key, value }) => {
      const before = localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue: before, newValue: value, storageArea: localStorage }));
      return before;
    },
    { key: COLOR_MODE_KEY, value: stored },
  );
}

/**
 * axe with the WCAG 2.2 A/AA rules on the page at rest, in both colour modes: zero violations
 * expected. The other mode is chosen for the moment, then the user's choice is given back; a page
 * that forces its mode is judged in that one only.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoAxeViolationsInThisMode(page);
  const html = page.locator('html');
  const mode = await html.getAttribute('data-color-mode');
  const other = mode === 'dark' ? 'light' : 'dark';
  // Without motion the colours change at once: no transition for axe to catch half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const chosen = await chooseColorMode(page, JSON.stringify({ state: { colorMode: other }, version: 0 }));
  try {
    const follows = await expect(html)
      .toHaveAttribute('data-color-mode', other, { timeout: 2_000 })
      .then(() => true, () => false);
    if (!follows) return;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The page's structure, names and roles were judged in the first mode; only colours change.
    await expectNoAxeViolationsInThisMode(page, COLOUR_RULES);
  } finally {
    await chooseColorMode(page, chosen ?? JSON.stringify({ state: { colorMode: 'light' }, version: 0 }));
    await expect(html).toHaveAttribute('data-color-mode', mode ?? 'light');
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** The WCAG 2.2 A/AA rules of axe that judge colours: all a change of colour mode can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoAxeViolationsInThisMode(page: Page, rules?: string[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await expect(page.locator(FADING_NOTICES)).toHaveCount(0);
    await expect(page.locator(MOVING_LAYERS)).toHaveCount(0);
    // A part being refreshed is dimmed on purpose (the landing's menus while new ones load): judged at rest.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const builder = new AxeBuilder({ page });
    const results = await (rules ? builder.withRules(rules) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).analyze();
    const targets = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    // A notice can begin to fade out while axe runs (a message stays 3 s): judged half-faded, it
    // fails on contrast. Then axe runs again; a notice that fails at rest fails every time.
    if (attempt < 3 && targets.length > 0 && targets.every((target) => /\.ant-(message|notification)/.test(target))) continue;
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    const mode = await page.locator('html').getAttribute('data-color-mode');
    expect(summary, `axe in ${mode ?? 'the default'} mode`).toEqual([]);
    return;
  }
}
