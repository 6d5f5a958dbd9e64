// The QA run (npm run qa, tests/qa/run.ts): the product's journeys against a deployed frontend and
// backend, as the accounts the environment gives (tests/qa/env.ts) — one project per account.
// Read-only unless QA_WRITE=1 (the runner's --write): the @write journeys create QA- records and
// delete them. Nothing here starts a server or resets data: the deployment is used as it is.
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/e2e/support/browser';
import { qaEnv } from './tests/qa/env';
import type { QaOptions } from './tests/qa/fixtures';
import { REPORT_DIR, RESULTS_FILE } from './tests/qa/report';

const env = qaEnv();

export default defineConfig<QaOptions>({
  testDir: 'tests/qa',
  outputDir: `${REPORT_DIR}/artifacts`,
  // The deployment is shared and its data is what it is: no retries that would hide a flaky backend.
  retries: 0,
  workers: Number(process.env.QA_WORKERS ?? 2),
  fullyParallel: true,
  // A deployment over the network is slower than the local mock; a route's axe scan included.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './tests/qa/global-setup.ts',
  grepInvert: env.write ? undefined : /@write/,
  reporter: [
    ['list'],
    ['html', { outputFolder: `${REPORT_DIR}/html`, open: 'never' }],
    ['json', { outputFile: RESULTS_FILE }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions,
    baseURL: env.baseUrl,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: env.accounts.map((account) => ({ name: account.role, use: { account } })),
});
