// What the bench's browser sections share: re-seeding the mock HTTP server, a Chromium, a person
// signed in through the sign-in page, and the long tasks a page keeps a record of itself.
import { chromium, type Browser, type Page } from '@playwright/test';

/** POST /__mock/reset with seed options (`{}`: the default seed); the server answers 204. */
export async function reseed(backendUrl: string, options: Record<string, number> = {}): Promise<void> {
  const response = await fetch(`${backendUrl}/__mock/reset`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(options),
  });
  if (response.status !== 204) throw new Error(`the mock's reset answered ${response.status}`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** Signs `email` in with the demo password on the sign-in page and waits to be sent on. */
export async function signInThroughPage(page: Page, frontendUrl: string, email: string): Promise<void> {
  await page.goto(`${frontendUrl}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

export interface LongTask {
  start: number;
  duration: number;
}

/** From the next document on, the page keeps every long task (over 50 ms) in `window.longTasks`. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { longTasks: { start: number; duration: number }[] };
    state.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks the page recorded that began in [from, till] (its performance.now() times). */
export async function longTasks(page: Page, from = 0, till = Number.POSITIVE_INFINITY): Promise<LongTask[]> {
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
  return tasks.filter((task) => task.start >= from && task.start <= till);
}

export const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((task) => task.duration));
/** Total Blocking Time's measure: what each long task holds the main thread past 50 ms. */
export const blocked = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

export const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/**
 * Resolves in the page, once `selector` is in the DOM, with the performance.now() of the frame
 * that paints it (rAF runs before the frame's paint; a task queued from it runs after). A string:
 * tsx would wrap a function's named helpers in a __name() the page does not have.
 */
export function paintedWhen(page: Page, selector: string, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(`(async () => {
    const deadline = performance.now() + ${timeoutMs};
    while (!document.querySelector(${JSON.stringify(selector)})) {
      if (performance.now() > deadline) throw new Error('no ' + ${JSON.stringify(selector)} + ' after ${timeoutMs} ms');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
  })()`) as Promise<number>;
}
