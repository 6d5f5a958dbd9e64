// Shared e2e fixtures: where the backend is, how to drive the mock, and how to sign in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

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

export const test = base.extend<E2eOptions & { resetMock: void }>({
  backendUrl: ['', { option: true }],
  demo: [false, { option: true }],
  // Every test starts from the seed: the demo's data lives in the page (fresh per context); the
  // mock HTTP server is shared, so it is reset before each test.
  resetMock: [
    async ({ page, backendUrl, demo }, use) => {
      if (!demo) {
        await page.goto('/404-reset-probe');
        await mockControl(page, backendUrl, 'POST', 'reset');
      }
      await use();
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

/** axe with the WCAG 2.2 A/AA rules: zero violations expected. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
