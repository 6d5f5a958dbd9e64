// The landing at scale (issue 34.3, 34.5): tomorrow's menus on the default seed and with 500 more
// menus a day (the mock's `menus` seed option), side by side from the same run. For each: the time
// from navigation to the frame that paints the cards in view, to every card drawn, the longest
// task while loading and while scrolling to the end (PerformanceObserver longtask), and the DOM's
// size at the end. The server is put back on the default seed afterwards.
import { chromium, type Page } from '@playwright/test';
import { median } from './lighthouse-section';
import type { BenchContext, BenchRow, BenchSection } from './report';

const MORE_MENUS = 500;

async function reset(backendUrl: string, body: unknown): Promise<void> {
  const response = await fetch(`${backendUrl}/__mock/reset`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 204) throw new Error(`reset answered ${response.status}`);
}

interface LandingRun {
  cards: number;
  inViewMs: number;
  allDrawnMs: number;
  longestLoadTaskMs: number;
  longestScrollTaskMs: number;
  domNodes: number;
}

async function openLanding(page: Page, frontendUrl: string, cards: number): Promise<LandingRun> {
  await page.addInitScript(() => {
    const state = window as unknown as { longTasks: { start: number; duration: number }[] };
    state.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${frontendUrl}/?day=tomorrow`);
  // The frame after the first card and after the last card is in the DOM. A string: tsx would wrap
  // a function's named helpers in a __name() the page does not have.
  const times = (await page.evaluate(`(async () => {
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    while (!document.querySelector('.l-menu-grid article')) await tick();
    const inView = await painted();
    while (document.querySelectorAll('.l-menu-grid > li').length < ${cards}) await tick();
    const allDrawn = await painted();
    return { inView, allDrawn };
  })()`)) as { inView: number; allDrawn: number };
  await page.waitForTimeout(500);
  const loadEnd = await page.evaluate(() => performance.now());
  // Scroll to the end in wheel steps, as a person would.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
  const longest = (list: { duration: number }[]) => Math.max(0, ...list.map((task) => task.duration));
  return {
    cards: await page.locator('.l-menu-grid > li').count(),
    inViewMs: times.inView,
    allDrawnMs: times.allDrawn,
    longestLoadTaskMs: longest(tasks.filter((task) => task.start <= loadEnd)),
    longestScrollTaskMs: longest(tasks.filter((task) => task.start > loadEnd)),
    domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
  };
}

async function measure(frontendUrl: string, backendUrl: string, runs: number): Promise<LandingRun[]> {
  const count = (await (await fetch(`${backendUrl}/api/v1/public/menus?date=${tomorrow()}`)).json()) as { data: unknown[] };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LandingRun[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
      const result = await openLanding(page, frontendUrl, count.data.length);
      if (run > 0) results.push(result); // the first is a warm-up
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export const scaleSection: BenchSection = {
  name: 'scale landing, with 500 more menus a day',
  async run({ frontendUrl, backendUrl, runs }: BenchContext) {
    await reset(backendUrl, {});
    const base = await measure(frontendUrl, backendUrl, runs);
    await reset(backendUrl, { menus: MORE_MENUS });
    let big: LandingRun[];
    try {
      big = await measure(frontendUrl, backendUrl, runs);
    } finally {
      await reset(backendUrl, {});
    }
    const row = (metric: keyof LandingRun, label: string, unit: BenchRow['unit'], budget?: number): BenchRow[] => {
      const of = (list: LandingRun[]) => median(list.map((result) => result[metric]));
      return [
        { metric: `${label}, ${base[0]!.cards} menus`, target: '/?day=tomorrow', value: of(base), unit },
        {
          metric: `${label}, ${big[0]!.cards} menus (× ${(of(big) / Math.max(1, of(base))).toFixed(1)})`,
          target: '/?day=tomorrow',
          value: of(big),
          unit,
          ...(budget === undefined ? {} : { budget: { max: budget } }),
          range: [Math.min(...big.map((result) => result[metric])), Math.max(...big.map((result) => result[metric]))],
        },
      ];
    };
    const rows = [
      ...row('inViewMs', 'landing: cards in view painted', 'ms', 1_000),
      ...row('allDrawnMs', 'landing: every card drawn', 'ms'),
      ...row('longestLoadTaskMs', 'landing: longest task while loading', 'ms', 50),
      ...row('longestScrollTaskMs', 'landing: longest task while scrolling', 'ms', 50),
      ...row('domNodes', 'landing: DOM nodes', 'count'),
    ];
    return { rows, data: { base, big } };
  },
};
