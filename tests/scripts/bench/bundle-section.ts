// Bundle figures of the production build, from the manifest (same code as `npm run test:bundle`).
import { kb, measureFirstLoad } from '../bundle-figures';
import { findMockTraces } from '../mock-traces';
import type { BenchRow, BenchSection } from './report';

/** quality.md: the landing page's first visit ≤ 150 kB gzip; the other routes are reported beside it. */
const FIRST_LOAD_TARGET_KB = 150;

export const bundleSection: BenchSection = {
  name: 'bundle',
  async run({ distDir }) {
    const figures = await measureFirstLoad(distDir);
    const traces = await findMockTraces(distDir);
    const rows: BenchRow[] = figures.map((f) => ({
      metric: 'first-load JS + CSS (gzip)',
      target: f.route,
      value: kb(f.totalGzipBytes),
      unit: 'kB',
      budget: f.route === '/' ? { max: FIRST_LOAD_TARGET_KB } : undefined,
    }));
    rows.push({ metric: 'MSW / seed traces', target: 'dist/', value: traces.length, unit: 'count', budget: { max: 0 } });
    return { rows, data: { firstLoad: figures, mockTraces: traces } };
  },
};
