// End-to-end runs in Debian's Chromium (or Playwright's own browser where it exists):
// "demo" = the demo build with MSW in the browser; "prod" = the production build talking to the
// mock HTTP server on another origin (real cookies, CORS with credentials, CSRF).
// E2E_BASE_URL (+ E2E_BACKEND_URL) point the same suite at a deployed frontend and backend instead.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CONTRACT_LOG } from './tests/e2e/support/contract';
import type { E2eOptions } from './tests/e2e/support/fixtures';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchOptions = existsSync(chromium)
  ? {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }
  : {};

const DEMO_URL = 'http://127.0.0.1:4174';
const PROD_URL = 'http://127.0.0.1:4173';
const MOCK_URL = 'http://127.0.0.1:8000';
const external = process.env.E2E_BASE_URL;

const serve = (dir: string, port: number, config?: string) =>
  `npx tsx tests/scripts/serve-static.ts --dir ${dir} --port ${port} --host 127.0.0.1${config ? ` --config ${config}` : ''}`;

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  // One worker: the prod project shares one mock server whose data each test resets.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The run-time contract check of the mock HTTP server: empties its log, fails the run if it has lines.
  globalSetup: './tests/e2e/support/contract.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: { ...devices['Desktop Chrome'], launchOptions, trace: 'retain-on-failure', locale: 'en-US' },
  projects: external
    ? [{ name: 'external', use: { baseURL: external, backendUrl: process.env.E2E_BACKEND_URL ?? external, demo: false } }]
    : [
        { name: 'demo', use: { baseURL: DEMO_URL, backendUrl: DEMO_URL, demo: true } },
        { name: 'prod', use: { baseURL: PROD_URL, backendUrl: MOCK_URL, demo: false } },
      ],
  webServer: external
    ? undefined
    : [
        { command: serve('dist-demo', 4174), url: DEMO_URL, reuseExistingServer: !process.env.CI },
        {
          command: 'npx tsx mocks/server.ts',
          url: `${MOCK_URL}/api/v1/features/tree`,
          env: { MOCK_PORT: '8000', MOCK_HOST: '127.0.0.1', MOCK_ALLOWED_ORIGINS: PROD_URL, MOCK_CONTRACT_LOG: CONTRACT_LOG },
          reuseExistingServer: !process.env.CI,
        },
        { command: serve('dist', 4173, 'tests/e2e/support/config.prod.json'), url: PROD_URL, reuseExistingServer: !process.env.CI },
      ],
});
