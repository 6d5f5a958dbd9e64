// Control of the mock for tests and the demo ("Reset demo data"). The same operations are
// reachable over HTTP at */__mock/* (handlers/control.ts) for e2e tests.
import { nextStamp, setMockNow } from './clock';
import { clearCookieJar } from './cookies';
import { db, resetDb, saveDb } from './db/database';
import type { SeedOptions } from './db/seed';
import { clearMailbox } from './mailbox';
import { setScenario } from './scenarios';
import { clearAllThrottles } from './throttle';
import { clearUsedTwoFactorCodes } from './two-factor';

export { setMockNow } from './clock';
export { readMailbox, type MockMail } from './mailbox';
export { setScenario, type ScenarioName } from './scenarios';

/** Restore the seed; forget sessions, tokens, throttles, used two-factor codes, mail, the scenario and the pinned clock. */
export function resetMock(options?: SeedOptions): void {
  // Unpinned first: the seed's menu windows are relative to "today", which must not be a past pin.
  setMockNow(undefined);
  resetDb(options); // sessions and tokens are tables, so they go with it
  clearAllThrottles();
  clearUsedTwoFactorCodes();
  clearMailbox();
  clearCookieJar();
  setScenario(undefined);
}

/** Throws for a name that is not in the feature tree. */
export function setFeatureEnabled(name: string, enabled: boolean): void {
  const feature = db().features.find((f) => f.name === name);
  if (!feature) throw new Error(`Unknown feature "${name}".`);
  feature.enabled = enabled;
  feature.updated_at = nextStamp(feature.updated_at); // a change like any other: updated_at moves
  saveDb();
}
