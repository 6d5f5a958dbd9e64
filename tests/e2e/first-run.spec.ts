// A newcomer's first `npm start` (issue 21): the demo's dev server on a cold dependency cache
// (--force re-bundles as a fresh clone would) serves the landing, the sign-in page and an admin
// list without an error in the terminal, a 504 "Outdated Optimize Dep" or a reload the user did
// not ask for.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, signIn, test } from './support/fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = 5373 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const URL_ = `http://127.0.0.1:${PORT}`;
/** A cold start bundles every dependency first: minutes on a busy two-core machine. */
const COLD = { timeout: 120_000 };

test.use({ baseURL: URL_ });

test('npm start on a cold cache: no terminal error, no 504, no forced reload @demo-only @local', async ({ page }) => {
  test.setTimeout(300_000);
  const server = spawn(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), '--mode', 'demo', '--force', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let terminal = '';
  server.stdout.on('data', (chunk: Buffer) => (terminal += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (terminal += chunk.toString()));
  const outdated: string[] = [];
  page.on('response', (response) => void (response.status() === 504 && outdated.push(response.url())));
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));
  try {
    await expect.poll(async () => (await fetch(URL_).catch(() => undefined))?.status, { ...COLD, message: 'the dev server answers' }).toBe(200);

    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible(COLD);
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, COLD);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Restaurants' }).click();
    await expect(page.getByRole('table', { name: 'Restaurants' }).getByRole('row').nth(1)).toBeVisible(COLD);

    // Two documents were asked for (the landing, then /login); the rest moved inside the app.
    expect(documentLoads).toBe(2);
    expect(outdated).toEqual([]);
    expect(terminal).not.toMatch(/error|reloading|outdated|failed/i);
  } finally {
    server.kill();
  }
});
