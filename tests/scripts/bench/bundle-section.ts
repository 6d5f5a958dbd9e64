// Bundle figures of the production build, from the manifest (same code as `npm run test:bundle`).
import { kb, measureFirstLoad } from '../bundle-figures';
import { findMockTraces } from '../mock-traces';
import type { BenchRow, BenchSection } from './report';

/**
 * First visits, JS + CSS gzip and files: quality.md's 150 kB for the landing; issue 20's 220 kB in
 * at most 12 files for the sign-in page (tests/budgets.json holds what the build reached).
 */
const FIRST_LOAD_TARGETS: Record<string, { kB: number; files?: number }> = { '/': { kB: 150 }, '/login': { kB: 220, files: 12 } };

export const bundleSection: BenchSection = {
  name: 'bundle',
  async run({ distDir }) {
    const figures = await measureFirstLoad(distDir);
    const traces = await findMockTraces(distDir);
    const rows: BenchRow[] = figures.flatMap((f): BenchRow[] => {
      const target = FIRST_LOAD_TARGETS[f.route];
      return [
        { metric: 'first-load JS + CSS (gzip)', target: f.route, value: kb(f.totalGzipBytes), unit: 'kB', budget: target && { max: target.kB } },
        { metric: 'first-load files', target: f.route, value: f.files.length, unit: 'count', budget: target?.files === undefined ? undefined : { max: target.files } },
      ];
    });
    rows.push({ metric: 'MSW / seed traces', target: 'dist/', value: traces.length, unit: 'count', budget: { max: 0 } });
    return { rows, data: { firstLoad: figures, mockTraces: traces } };
  },
};
