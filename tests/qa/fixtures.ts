// The QA run's fixtures: each project is one account from the environment, signed in once for the
// run by global-setup.ts (its storage state reused by every test); every API answer the backend sends is checked
// against the contract and collected, never failing the test it came in (the runner's summary and
// exit code report them); --write journeys register what they create for deletion at the end.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { responseMismatch, signIn } from '../e2e/support/fixtures';
import { apiCall, type ApiAnswer, type ApiMethod } from './api';
import { qaEnv, type QaAccount } from './env';
import { describeMismatches, logQaMismatch, REPORT_DIR, type LoggedMismatch } from './report';
import type { Samples } from './routes';

export interface QaOptions {
  account: QaAccount;
}

interface Session {
  /** The storage state file global-setup.ts saved after signing in. */
  state: string;
  samples: Samples;
}

/** Where global-setup.ts leaves an account's session and samples for the workers. */
export function sessionFile(role: QaAccount['role']): { dir: string; state: string; samples: string } {
  const dir = resolve(REPORT_DIR, '.sessions');
  return { dir, state: resolve(dir, `${role}.json`), samples: resolve(dir, `${role}-samples.json`) };
}

export type Call = (method: ApiMethod, path: string, body?: unknown) => Promise<ApiAnswer>;

/** A record a journey created, and how to remove it: undo answers what is left, if anything. */
interface Created {
  label: string;
  undo: (call: Call) => Promise<string | undefined>;
  /** What the report says once undone (default "deleted"). */
  doneAs?: string;
}

export interface Cleanup {
  /** Registered as soon as the record's id is known, before the journey goes on. */
  add(record: Created): void;
  /** The common case: one DELETE (a 404 counts as already gone, e.g. a restaurant's menu after it). */
  deletes(label: string, path: string): void;
}

/** What is left after a call meant to remove something, or undefined when it is gone. */
export const leftAfter = (answer: ApiAnswer, what: string): string | undefined =>
  answer.status < 300 || answer.status === 404 ? undefined : `${what} answered ${answer.status}`;

const env = qaEnv();

/** The app's answers only: fetch/XHR to the backend (images and the frontend's own files are not API). */
function isApiAnswer(response: Response): boolean {
  const type = response.request().resourceType();
  return (type === 'fetch' || type === 'xhr') && response.url().startsWith(`${env.backendUrl}/`);
}

/** Checks the context's API answers until the function it returns is called; that answers the mismatches. */
export function watchContract(context: BrowserContext, account: QaAccount, test: string): () => Promise<LoggedMismatch[]> {
  const checks: Promise<void>[] = [];
  const found: LoggedMismatch[] = [];
  const onResponse = (response: Response) => {
    if (!isApiAnswer(response)) return;
    checks.push(
      responseMismatch(response).then((mismatch) => {
        if (!mismatch) return;
        const logged = { ...mismatch, account: account.role, test };
        found.push(logged);
        logQaMismatch(logged);
      }),
    );
  };
  context.on('response', onResponse);
  return async () => {
    context.off('response', onResponse);
    await Promise.all(checks);
    return found;
  };
}

/** Signs in through the login page as a person would; a wrong password stops the account's tests. */
export async function signInAs(page: Page, account: QaAccount): Promise<void> {
  await signIn(page, account.email, account.password);
  await expect(page, `${account.role} (${account.email}) signs in`).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

export const test = base.extend<{ cleanup: Cleanup; contract: void; consoleErrors: string[] }, QaOptions & { session: Session }>({
  account: [{ role: 'user', email: '', password: '' }, { option: true, scope: 'worker' }],
  session: [
    async ({ account }, use) => {
      const file = sessionFile(account.role);
      await use({ state: file.state, samples: JSON.parse(readFileSync(file.samples, 'utf8')) as Samples });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ session }, use) => use(session.state),
  contract: [
    async ({ context, account }, use, testInfo) => {
      const stop = watchContract(context, account, testInfo.titlePath.slice(1).join(' › '));
      await use();
      // On the test in the HTML report too, without failing it: the runner's exit code says it.
      for (const line of describeMismatches(await stop())) testInfo.annotations.push({ type: 'contract difference', description: line });
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // A 4xx the app was answered (a guard's 403, a missing record's 404) is logged by the browser
      // as a failed load: the app handles it, and the page's state is what the test checks.
      if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
        errors.push(message.text());
      }
    });
    await use(errors);
  },
  cleanup: async ({ context }, use, testInfo) => {
    const created: Created[] = [];
    await use({
      add: (record) => void created.push(record),
      deletes: (label, path) =>
        void created.push({ label, undo: async (call) => leftAfter(await call('DELETE', path), `DELETE ${path}`) }),
    });
    if (created.length === 0) return;
    // A page of its own: the journey's page may be closed or mid-navigation when a step failed.
    const page = await context.newPage();
    await page.goto('/');
    const call: Call = (method, path, body) => apiCall(page, env.backendUrl, method, path, body);
    const left: string[] = [];
    for (const record of created.reverse()) {
      const problem = await record.undo(call).catch((error: unknown) => `failed: ${String(error)}`);
      testInfo.annotations.push({ type: 'cleanup', description: `${record.label}: ${problem ?? record.doneAs ?? 'deleted'}` });
      if (problem) left.push(`${record.label}: ${problem}`);
    }
    await page.close();
    expect(left, 'every record the journey created is deleted').toEqual([]);
  },
});

export { expect };
