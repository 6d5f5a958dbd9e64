// End-to-end runs in Debian's Chromium (or Playwright's own browser where it exists):
// "demo" = the demo build with MSW in the browser; "prod" = the production build talking to the
// mock HTTP server on another origin (real cookies, CORS with credentials, CSRF).
// E2E_BASE_URL (+ E2E_BACKEND_URL) point the same suite at a deployed frontend and backend instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/e2e/support/browser';
import { CONTRACT_LOG } from './tests/e2e/support/contract';
import type { E2eOptions } from './tests/e2e/support/fixtures';

// E2E_PORT_OFFSET moves all three servers (e.g. 100 → 4273, 4274, 8100) so two checkouts of the
// project can run their suites side by side without reusing each other's servers.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const DEMO_URL = `http://127.0.0.1:${4174 + offset}`;
const PROD_URL = `http://127.0.0.1:${4173 + offset}`;
const MOCK_URL = `http://127.0.0.1:${8000 + offset}`;
/** The production build again, with every configuration key it can take at a non-default value. */
const CONFIGURED_URL = `http://127.0.0.1:${4175 + offset}`;
/** Its own mock server: its tests run beside the prod project's, each resetting its own data. */
const CONFIGURED_MOCK_URL = `http://127.0.0.1:${8001 + offset}`;

/** A config.json of tests/e2e/support, pointed at this run's servers. */
function configFile(name: 'prod' | 'configured', frontendUrl: string, backendUrl: string): string {
  const source = `tests/e2e/support/config.${name}.json`;
  if (offset === 0) return source;
  const file = join(tmpdir(), `lunch-e2e-config-${name}-${offset}.json`);
  const config = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...config, backendUrl, frontendUrl }));
  return file;
}

const mockServer = (url: string, port: number, allowedOrigin: string) => ({
  command: 'npx tsx mocks/server.ts',
  url: `${url}/api/v1/features/tree`,
  env: { MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1', MOCK_ALLOWED_ORIGINS: allowedOrigin, MOCK_CONTRACT_LOG: CONTRACT_LOG },
  reuseExistingServer: !process.env.CI,
});
const external = process.env.E2E_BASE_URL;

const serve = (dir: string, port: number, config?: string) =>
  `npx tsx tests/scripts/serve-static.ts --dir ${dir} --port ${port} --host 127.0.0.1${config ? ` --config ${config}` : ''}`;

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  // Two workers: the projects run beside each other, each with its own mock (the demo's in each
  // page, prod's and configured's HTTP servers); a project's own tests run one at a time, as they
  // share its mock, whose data each test resets.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI shares two cores between Chromium, three servers and the runner, and its runs have been
  // two to three times slower than a quiet machine: the journeys (12–15 s here, with axe scans)
  // get twice the room there, so only a real hang fails them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  // The run-time contract check of the mock HTTP server: empties its log, fails the run if it has lines.
  globalSetup: './tests/e2e/support/contract.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: { ...devices['Desktop Chrome'], launchOptions, trace: 'retain-on-failure', locale: 'en-US' },
  projects: external
    ? // A test tagged @local starts servers of this checkout (the dev server, the builds with the mock): not for a deployment.
      [{ name: 'external', use: { baseURL: external, backendUrl: process.env.E2E_BACKEND_URL ?? external, demo: false }, grepInvert: /@local/ }]
    : [
        // A test tagged @prod-only or @demo-only runs in that project alone: what it checks does not
        // depend on the build (e.g. the same journey in the other language runs in the other project),
        // and the suite's time on two cores goes to what does.
        // The PWA worker exists only in the production build (the demo's worker is MSW's).
        { name: 'demo', workers: 1, use: { baseURL: DEMO_URL, backendUrl: DEMO_URL, demo: true }, testIgnore: /offline\.spec\.ts$/, grepInvert: /@prod-only|@configured/ },
        { name: 'prod', workers: 1, use: { baseURL: PROD_URL, backendUrl: MOCK_URL, demo: false }, grepInvert: /@demo-only|@configured/ },
        // A slice of the suite (tagged @configured) with tests/e2e/support/config.configured.json.
        { name: 'configured', workers: 1, use: { baseURL: CONFIGURED_URL, backendUrl: CONFIGURED_MOCK_URL, demo: false }, grep: /@configured/ },
      ],
  webServer: external
    ? undefined
    : [
        { command: serve('dist-demo', 4174 + offset), url: DEMO_URL, reuseExistingServer: !process.env.CI },
        mockServer(MOCK_URL, 8000 + offset, PROD_URL),
        mockServer(CONFIGURED_MOCK_URL, 8001 + offset, CONFIGURED_URL),
        { command: serve('dist', 4173 + offset, configFile('prod', PROD_URL, MOCK_URL)), url: PROD_URL, reuseExistingServer: !process.env.CI },
        { command: serve('dist', 4175 + offset, configFile('configured', CONFIGURED_URL, CONFIGURED_MOCK_URL)), url: CONFIGURED_URL, reuseExistingServer: !process.env.CI },
      ],
});
