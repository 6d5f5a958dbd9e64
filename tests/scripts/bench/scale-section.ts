// `npm run bench -- --only scale` (issue 34.5): the bill page, the orders export and the landing on
// the default seed and on a large company's month (50,000 orders, 500 more menus a day: the mock's
// seed options), side by side from the same run, the large figures with their ratio to the default
// ones and quality budgets. Medians of N runs after a warm-up; the server is put back on the
// default seed afterwards.
import type { Browser } from '@playwright/test';
import { median } from './lighthouse-section';
import { launchChromium, recordLongTasks, reseed, signInThroughPage } from './bench-browser';
import type { BenchContext, BenchRow, BenchSection } from './report';
import { menusTomorrow, openLanding, type LandingRun } from './scale-landing';
import { exportOrders, fakeSaveDialog, largestBill, openBill, type BillRun, type ExportRun } from './scale-lists';

const LARGE = { orders: 50_000, menus: 500 };

interface SeedRuns {
  landing: LandingRun[];
  bill: BillRun[];
  exports: ExportRun[];
}

/** `runs` measures of each after one warm-up, on the data the server has now. */
async function measure(browser: Browser, frontendUrl: string, backendUrl: string, runs: number): Promise<SeedRuns> {
  const result: SeedRuns = { landing: [], bill: [], exports: [] };
  const cards = await menusTomorrow(backendUrl);
  for (let run = 0; run <= runs; run += 1) {
    const landing = await openLanding(browser, frontendUrl, cards);
    if (run > 0) result.landing.push(landing);
  }
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await recordLongTasks(page);
    await fakeSaveDialog(page);
    await signInThroughPage(page, frontendUrl, 'admin@example.com');
    const bill = await largestBill(page, backendUrl);
    for (let run = 0; run <= runs; run += 1) {
      const opened = await openBill(page, frontendUrl, bill);
      const exported = await exportOrders(page, frontendUrl, backendUrl);
      if (run === 0) continue;
      result.bill.push(opened);
      result.exports.push(exported);
    }
  } finally {
    await context.close();
  }
  return result;
}

type Figures<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** Two rows: the default seed's median, and the large one's with its ratio (and budget). */
function pair<T>(base: T[], large: T[], metric: Figures<T>, label: (runs: T[]) => string, target: string, unit: BenchRow['unit'], budget?: number): BenchRow[] {
  const values = (runs: T[]) => runs.map((run) => run[metric] as number);
  const baseValue = median(values(base));
  const largeValue = median(values(large));
  return [
    { metric: label(base), target, value: baseValue, unit },
    {
      metric: `${label(large)} (× ${(largeValue / Math.max(1, baseValue)).toFixed(1)})`,
      target,
      value: largeValue,
      unit,
      range: [Math.min(...values(large)), Math.max(...values(large))],
      ...(budget === undefined ? {} : { budget: { max: budget } }),
    },
  ];
}

export const scaleSection: BenchSection = {
  name: 'scale (the bill page, the export and the landing at 50,000 orders and 500 more menus a day)',
  async run({ frontendUrl, backendUrl, runs }: BenchContext) {
    const browser = await launchChromium();
    let base: SeedRuns;
    let large: SeedRuns;
    try {
      await reseed(backendUrl);
      base = await measure(browser, frontendUrl, backendUrl, runs);
      await reseed(backendUrl, LARGE);
      large = await measure(browser, frontendUrl, backendUrl, runs);
    } finally {
      await browser.close();
      await reseed(backendUrl);
    }
    const bill = (what: string) => (list: BillRun[]) => `bill page, ${list[0]!.items} items: ${what}`;
    const exported = (what: string) => (list: ExportRun[]) => `orders export, ${list[0]!.rows} rows: ${what}`;
    const landing = (what: string) => (list: LandingRun[]) => `landing, ${list[0]!.cards} menus: ${what}`;
    const rows = [
      ...pair(base.bill, large.bill, 'firstRowsMs', bill('first rows painted'), '/admin/bills/{id}', 'ms', 1_000),
      ...pair(base.bill, large.bill, 'blockedMs', bill('main thread blocked until then'), '/admin/bills/{id}', 'ms', 200),
      ...pair(base.bill, large.bill, 'domNodes', bill('DOM nodes'), '/admin/bills/{id}', 'count'),
      ...pair(base.exports, large.exports, 'fileMs', exported('click to file'), '/admin/orders', 'ms', 5_000),
      ...pair(base.exports, large.exports, 'longestTaskMs', exported('longest task'), '/admin/orders', 'ms', 100),
      ...pair(base.landing, large.landing, 'inViewMs', landing('cards in view painted'), '/?day=tomorrow&closed=true', 'ms', 1_000),
      ...pair(base.landing, large.landing, 'allDrawnMs', landing('every card drawn'), '/?day=tomorrow&closed=true', 'ms'),
      ...pair(base.landing, large.landing, 'longestLoadTaskMs', landing('longest task while loading'), '/?day=tomorrow&closed=true', 'ms', 50),
      ...pair(base.landing, large.landing, 'longestScrollTaskMs', landing('longest task while scrolling'), '/?day=tomorrow&closed=true', 'ms', 50),
      ...pair(base.landing, large.landing, 'domNodes', landing('DOM nodes'), '/?day=tomorrow&closed=true', 'count'),
    ];
    return { rows, data: { large: LARGE, base, largeRuns: large } };
  },
};
