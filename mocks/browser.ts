// The browser host (offline demo): MSW's service worker. The page keeps the database, the
// emulated HttpOnly cookies, the fault scenario and a pinned clock in localStorage, so a reload
// behaves like a reload against a real backend.
import { setupWorker } from 'msw/browser';
import { getMockNow, onClockChange, setMockNow } from './clock';
import { emulateBrowserCookies } from './cookies';
import { localStoragePersistence, usePersistence } from './db/database';
import { setDefaultFrontendUrl } from './frontend-url';
import { createHandlers } from './handlers';
import { emulateBrowserOrigin } from './stateful';
import { isScenarioName, onScenarioChange, setScenario } from './scenarios';

const DB_KEY = 'lunch-mock-db';
const SCENARIO_KEY = 'lunch-mock-scenario';
const COOKIES_KEY = 'lunch-mock-cookies';
const CLOCK_KEY = 'lunch-mock-clock';

function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the demo still works for this page load.
  }
}

/** `?mock_scenario=<name>` chooses and stores a scenario, `none` clears it; otherwise the stored one. */
function restoreScenario(): void {
  const requested = new URLSearchParams(location.search).get('mock_scenario');
  if (requested === 'none') writeJson(SCENARIO_KEY, undefined);
  else if (isScenarioName(requested)) writeJson(SCENARIO_KEY, requested);
  const stored = readJson<string>(SCENARIO_KEY);
  setScenario(isScenarioName(stored) ? stored : undefined);
  onScenarioChange((name) => writeJson(SCENARIO_KEY, name));
}

function restoreClock(): void {
  const stored = readJson<string>(CLOCK_KEY);
  const date = stored ? new Date(stored) : undefined;
  setMockNow(date && !Number.isNaN(date.getTime()) ? date : undefined);
  onClockChange(() => writeJson(CLOCK_KEY, getMockNow()?.toISOString()));
}

export async function startMockWorker(): Promise<void> {
  usePersistence(localStoragePersistence(DB_KEY));
  emulateBrowserCookies({
    load: () => readJson(COOKIES_KEY),
    save: (jar) => writeJson(COOKIES_KEY, jar),
  });
  emulateBrowserOrigin();
  setDefaultFrontendUrl(new URL(import.meta.env.BASE_URL, location.origin).href);
  restoreScenario();
  restoreClock();
  const worker = setupWorker(...createHandlers());
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
