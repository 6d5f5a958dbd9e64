// Issue 19's proof that `npm run qa` works against a deployment: the mock HTTP server and the
// production build are started on ports of their own, as a deployment would be (seeded once, never
// reset), and the QA runner is pointed at them with the demo's accounts passed the way a QA team
// passes theirs (QA_* variables). A reduced run: a handful of routes read-only for two accounts, then
// one --write journey — after which the mock holds no QA- record. Then the backend drifts from the
// contract (a proxy, support/drifting-backend.ts): the read-only run names the difference and
// fails; the --write journey fails after creating its restaurant, which is deleted all the same.
// Without the environment the run refuses to start (exit 2).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startDriftingBackend } from './support/drifting-backend';
import { signIn } from './support/fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
// Beside the suite's own servers (8000, 4173, 4174 + offset): see playwright.config.ts.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const MOCK_URL = `http://127.0.0.1:${8600 + offset}`;
/** The deployment's API as the app and the run see it: the mock behind a proxy that can drift. */
const PROXY_PORT = 8650 + offset; // between the offsets (multiples of 100) of other checkouts
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
const APP_URL = `http://127.0.0.1:${4600 + offset}`;
const REPORTS = join(ROOT, 'test-results', 'qa-proof');

interface Finished {
  code: number | null;
  output: string;
}

/**
 * The environment a QA engineer's shell would have: this runner's own Playwright variables (its
 * loader in NODE_OPTIONS, its worker indexes) would confuse the nested run, and no QA_* leaks in.
 */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NODE_OPTIONS|PW_|PLAYWRIGHT_|TEST_|QA_)/.test(key)));
  return { ...env, ...extra };
}

/** A TypeScript entry run by Node itself with tsx's loader: one process, so kill() ends it. */
function startTs(file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

function finished(child: ChildProcess): Promise<Finished> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, output })));
}

async function waitForUp(url: string): Promise<void> {
  await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 30_000, message: `${url} is up` }).toBe(200);
}

function runQa(args: string[], accounts: Record<string, string>, report: string): Promise<Finished> {
  return finished(
    startTs('tests/qa/run.ts', args, cleanEnv({ QA_BASE_URL: APP_URL, QA_BACKEND_URL: PROXY_URL, QA_REPORT_DIR: report, QA_WORKERS: '2', ...accounts })),
  );
}

/** The names of the mock's restaurants and menus, read as the admin in the app's own session (the CSP lets it reach the proxy only). */
async function catalogueNames(page: Page): Promise<string[]> {
  return page.evaluate(async (backend) => {
    const names: string[] = [];
    for (const path of ['api/v1/restaurants', 'api/v1/restaurant-menus']) {
      const response = await fetch(`${backend}/${path}?per_page=100`, { credentials: 'include', headers: { Accept: 'application/json' } });
      const body = (await response.json()) as { data: { name: string }[] };
      names.push(...body.data.map((row) => row.name));
    }
    return names;
  }, PROXY_URL);
}

// signIn goes to /login of the app under test: here, the one this test started.
test.use({ baseURL: APP_URL });

const ADMIN = { QA_ADMIN_EMAIL: 'admin@example.com', QA_ADMIN_PASSWORD: 'password' };
const USER = { QA_USER_EMAIL: 'user@example.com', QA_USER_PASSWORD: 'password' };

test('npm run qa against a deployment: read-only routes, --write leaves nothing behind, even when a step fails; a drifting backend is named @prod-only @local', async ({ page }) => {
  test.setTimeout(360_000);

  // A deployment without an account to run as: refused before any browser starts.
  const refused = await runQa([], {}, join(REPORTS, 'refused'));
  expect(refused.code, refused.output).toBe(2);
  expect(refused.output).toContain('no account');

  const dir = mkdtempSync(join(tmpdir(), 'lunch-qa-proof-'));
  const config = join(dir, 'config.json');
  const prod = JSON.parse(readFileSync(join(ROOT, 'tests/e2e/support/config.prod.json'), 'utf8')) as Record<string, unknown>;
  const backend = await startDriftingBackend(PROXY_PORT, MOCK_URL);
  writeFileSync(config, JSON.stringify({ ...prod, backendUrl: backend.url, frontendUrl: APP_URL }));
  const servers = [
    startTs('mocks/server.ts', [], cleanEnv({ MOCK_PORT: String(8600 + offset), MOCK_HOST: '127.0.0.1', MOCK_ALLOWED_ORIGINS: APP_URL })),
    startTs('tests/scripts/serve-static.ts', ['--dir', 'dist', '--port', String(4600 + offset), '--host', '127.0.0.1', '--config', config], cleanEnv({})),
  ];
  try {
    await waitForUp(`${MOCK_URL}/api/v1/features/tree`);
    await waitForUp(APP_URL);

    // Read-only: four routes for the admin and the user (the user's admin pages: the guard).
    const routes = 'route (/|/checkout|/admin/dashboard|/admin/restaurants/\\{restaurant\\})$';
    const read = await runQa(['--grep', routes], { ...ADMIN, ...USER }, join(REPORTS, 'read-only'));
    expect(read.code, read.output).toBe(0);
    expect(read.output).toMatch(/QA read-only run \d+: 8 passed, 0 failed, 0 flaky, 0 skipped; 0 contract difference\(s\); report .*; exit 0/);

    // --write: the restaurant with a menu, created as QA-<run id>-… and deleted at the end.
    const write = await runQa(['--write', '--grep', 'a restaurant with a menu'], ADMIN, join(REPORTS, 'write'));
    expect(write.code, write.output).toBe(0);
    const runId = /QA --write run (\d+): 1 passed/.exec(write.output)?.[1];
    expect(runId, write.output).toBeDefined();
    const results = readFileSync(join(REPORTS, 'write', 'results.json'), 'utf8');
    expect(results).toContain(`QA-${runId}-restaurant: deleted`);
    expect(results).toContain(`QA-${runId}-menu: deleted`);

    // The backend drifts: the difference is named (operation, place, schema) and fails the run.
    backend.drift(true);
    const drifted = await runQa(['--grep', 'route /admin/dashboard$'], ADMIN, join(REPORTS, 'drifted'));
    expect(drifted.code, drifted.output).toBe(1);
    expect(drifted.output).toContain('getDashboardSummary 200 (GET /api/v1/dashboard/summary): /data/orders_today must be integer');
    expect(drifted.output).toMatch(/: 1 passed, 0 failed, 0 flaky, 0 skipped; 1 contract difference\(s\); .*; exit 1/);
    // A step fails after the restaurant was made (its menu is refused): the restaurant goes all the same.
    const broken = await runQa(['--write', '--grep', 'a restaurant with a menu'], ADMIN, join(REPORTS, 'failed-step'));
    expect(broken.code, broken.output).toBe(1);
    const brokenId = /QA --write run (\d+): 0 passed, 1 failed/.exec(broken.output)?.[1];
    expect(brokenId, broken.output).toBeDefined();
    const brokenResults = readFileSync(join(REPORTS, 'failed-step', 'results.json'), 'utf8');
    expect(brokenResults).toContain(`QA-${brokenId}-restaurant: deleted`);
    expect(brokenResults).not.toContain(`QA-${brokenId}-menu`);
    backend.drift(false);

    // And the mock agrees: nothing named QA- is left.
    await signIn(page, ADMIN.QA_ADMIN_EMAIL, ADMIN.QA_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const names = await catalogueNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith('QA-'))).toEqual([]);
  } finally {
    for (const server of servers) server.kill();
    await backend.close();
  }
});
