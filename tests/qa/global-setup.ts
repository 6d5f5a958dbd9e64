// Before any test: an empty mismatch log, and each account signed in once for the whole run — its
// session and its sample ids saved for every worker (fixtures.ts, session). Signing in per worker
// would sign in again after every failed test (Playwright replaces the worker), and a backend's
// login throttle (Laravel's: 5 a minute) would then refuse the rest of the run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launchOptions } from '../e2e/support/browser';
import { qaEnv } from './env';
import { sessionFile, signInAs, watchContract } from './fixtures';
import { MISMATCH_LOG } from './report';
import { discoverSamples } from './routes';

export default async function setUpQaRun(): Promise<() => void> {
  rmSync(MISMATCH_LOG, { force: true });
  const env = qaEnv();
  const browser = await chromium.launch(launchOptions);
  try {
    for (const account of env.accounts) {
      const context = await browser.newContext({ baseURL: env.baseUrl, locale: 'en-US' });
      const stop = watchContract(context, account, 'sign-in');
      const page = await context.newPage();
      await signInAs(page, account);
      await page.waitForLoadState('networkidle');
      const samples = await discoverSamples(page, env.backendUrl);
      const file = sessionFile(account.role);
      mkdirSync(file.dir, { recursive: true });
      writeFileSync(file.samples, JSON.stringify(samples));
      await context.storageState({ path: file.state });
      await stop();
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // The sessions are the accounts' cookies: not left in the report folder after the run.
  return () => rmSync(sessionFile('user').dir, { recursive: true, force: true });
}

