// What a phone's visitor waits for, timed as it happens (not simulated): Chromium under the
// network and CPU throttling Lighthouse applies in its "devtools" mode (562.5 ms round trip,
// 1.47 Mbit/s down, 4× CPU), a fresh profile per run. Lighthouse's default mode estimates its
// figures from an unthrottled load; these are the times the page itself reports. A report: no budget.
import { chromium, type Browser } from '@playwright/test';
import { median } from './lighthouse-section';
import type { BenchRow, BenchSection } from './report';

const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Each route's moment of use: the element whose appearance in the app's tree is timed. */
const ROUTES = [
  { route: '/', ready: 'menus shown', selector: '#root h2' },
  { route: '/login', ready: 'sign-in form shown', selector: '#root button[type=submit]' },
];

interface Timing {
  /** First contentful paint: on `/`, the first frame with the title and the intro. */
  fcpMs: number;
  lcpMs: number;
  /** When the route's element was first in the app's tree. */
  readyMs: number;
}

async function timeOnce(browser: Browser, url: string, selector: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript((readySelector) => {
      const timing: Partial<Timing> = {};
      (window as unknown as { benchTiming: Partial<Timing> }).benchTiming = timing;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) timing.lcpMs = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timing.fcpMs = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      const watch = new MutationObserver(() => {
        if (timing.readyMs === undefined && document.querySelector(readySelector)) timing.readyMs = performance.now();
      });
      watch.observe(document, { subtree: true, childList: true });
    }, selector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { benchTiming: Partial<Timing> }).benchTiming.readyMs !== undefined, null, { timeout: 60_000 });
    // LCP entries stop at the first input; none comes here, so give the last paints a moment.
    await page.waitForTimeout(1000);
    const timing = await page.evaluate(() => (window as unknown as { benchTiming: Partial<Timing> }).benchTiming);
    if (timing.fcpMs === undefined || timing.lcpMs === undefined || timing.readyMs === undefined) throw new Error(`no paint timing for ${url}`);
    return timing as Timing;
  } finally {
    await context.close();
  }
}

export const throttledSection: BenchSection = {
  name: 'throttled (real time, phone)',
  async run({ frontendUrl, runs }) {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const rows: BenchRow[] = [];
    const data: Record<string, Timing[]> = {};
    try {
      for (const { route, ready, selector } of ROUTES) {
        const timings: Timing[] = [];
        for (let i = 0; i < runs; i += 1) {
          timings.push(await timeOnce(browser, new URL(route, frontendUrl).href, selector));
          process.stdout.write(`  throttled ${route} run ${i + 1}/${runs}: ${ready} at ${Math.round(timings.at(-1)!.readyMs)} ms\n`);
        }
        data[route] = timings;
        const row = (metric: string, key: keyof Timing): BenchRow => {
          const values = timings.map((timing) => timing[key] / 1000);
          return { metric, target: route, unit: 's', value: median(values), range: [Math.min(...values), Math.max(...values)] };
        };
        rows.push(row('first contentful paint', 'fcpMs'), row('largest contentful paint', 'lcpMs'), row(ready, 'readyMs'));
      }
    } finally {
      await browser.close();
    }
    return { rows, data: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, runs: data } };
  },
};
