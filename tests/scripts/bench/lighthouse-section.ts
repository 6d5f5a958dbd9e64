// Lighthouse 12, default config (= mobile preset: Moto G Power emulation, simulated slow 4G and
// 4× CPU slowdown), performance only, N runs per route in one headless Chromium; medians reported.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchRow, BenchSection } from './report';

export const LIGHTHOUSE_ROUTES = ['/', '/login'];
const BUDGETED_ROUTE = '/';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
  score: number; // 0–100
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no ${id} for ${url}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse computed no performance score for ${url}`);
  return {
    score: score * 100,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse (mobile)',
  async run({ frontendUrl, runs }) {
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const data: Record<string, { runs: LighthouseRun[]; median: LighthouseRun }> = {};
    const rows: BenchRow[] = [];
    try {
      for (const route of LIGHTHOUSE_ROUTES) {
        const results: LighthouseRun[] = [];
        for (let i = 0; i < runs; i += 1) {
          results.push(await runOnce(new URL(route, frontendUrl).href, chrome.port));
          process.stdout.write(`  lighthouse ${route} run ${i + 1}/${runs}: score ${Math.round(results.at(-1)!.score)}\n`);
        }
        const med: LighthouseRun = {
          score: median(results.map((r) => r.score)),
          lcpMs: median(results.map((r) => r.lcpMs)),
          tbtMs: median(results.map((r) => r.tbtMs)),
          cls: median(results.map((r) => r.cls)),
        };
        data[route] = { runs: results, median: med };
        // quality.md budgets the landing page; the other routes are reported beside it.
        const budgeted = route === BUDGETED_ROUTE;
        rows.push(
          { metric: 'performance score', target: route, value: med.score, unit: 'score', budget: budgeted ? { min: 95 } : undefined },
          { metric: 'LCP', target: route, value: med.lcpMs / 1000, unit: 's', budget: budgeted ? { max: 2 } : undefined },
          { metric: 'TBT', target: route, value: med.tbtMs, unit: 'ms', budget: budgeted ? { max: 150 } : undefined },
          { metric: 'CLS', target: route, value: med.cls, unit: '', budget: budgeted ? { max: 0.02 } : undefined },
        );
      }
    } finally {
      chrome.kill();
    }
    return { rows, data: { runsPerRoute: runs, chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', routes: data } };
  },
};
