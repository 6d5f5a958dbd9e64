// `npm run test:bundle` (after `vite build`): the production build ships no mock backend, and the
// first-load JS + CSS of / and /login stay within tests/budgets.json.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { kb, measureFirstLoad, readBudgets, type Budgets, type FirstLoadFigure } from './bundle-figures';
import { DEMO_MUST_SHOW, findMockTraces } from './mock-traces';

const root = resolve(import.meta.dirname, '../..');
const DIST = join(root, 'dist');
const DEMO_DIST = join(root, 'dist-demo');

async function checkNoMocks(failures: string[]): Promise<void> {
  const traces = await findMockTraces(DIST);
  for (const t of traces) failures.push(`dist/${t.file} ${t.detail}`);
  process.stdout.write(`Mock backend in dist/: ${traces.length === 0 ? 'none' : `${traces.length} trace(s)`}\n`);

  // The markers must still find MSW where it is: in the demo build (when one has been built).
  if (!existsSync(join(DEMO_DIST, '.vite/manifest.json'))) {
    process.stdout.write('  (dist-demo/ not built: marker self-check skipped; `npm run build:demo` enables it)\n');
    return;
  }
  const demoKinds = new Set((await findMockTraces(DEMO_DIST)).map((t) => t.kind));
  const missed = DEMO_MUST_SHOW.filter((kind) => !demoKinds.has(kind));
  if (missed.length)
    failures.push(`the mock markers no longer detect MSW in dist-demo/ (missed: ${missed.join(', ')}); update tests/scripts/mock-traces.ts`);
  else process.stdout.write(`  self-check: the same markers find ${DEMO_MUST_SHOW.join(', ')} in dist-demo/\n`);
}

function printTable(figures: FirstLoadFigure[], budgets: Budgets): void {
  const rows = figures.map((f) => {
    const budget = budgets.firstLoadGzipKb[f.route];
    return [
      f.route,
      String(f.files.length),
      kb(f.jsGzipBytes).toFixed(1),
      kb(f.cssGzipBytes).toFixed(1),
      kb(f.totalGzipBytes).toFixed(1),
      budget === undefined ? '—' : String(budget),
      budget === undefined ? 'no budget' : kb(f.totalGzipBytes) <= budget ? 'ok' : 'OVER',
    ];
  });
  const header = ['first load', 'files', 'JS kB gz', 'CSS kB gz', 'total kB gz', 'budget kB', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n`);
}

async function main(): Promise<void> {
  const failures: string[] = [];
  await checkNoMocks(failures);

  const budgets = await readBudgets(join(root, 'tests/budgets.json'));
  const figures = await measureFirstLoad(DIST);
  printTable(figures, budgets);
  for (const f of figures) {
    const budget = budgets.firstLoadGzipKb[f.route];
    if (budget === undefined) failures.push(`tests/budgets.json has no firstLoadGzipKb budget for ${f.route}`);
    else if (kb(f.totalGzipBytes) > budget)
      failures.push(`first load of ${f.route} is ${kb(f.totalGzipBytes).toFixed(1)} kB gzip, over its ${budget} kB budget`);
  }

  if (failures.length) {
    for (const failure of failures) process.stderr.write(`✗ ${failure}\n`);
    process.exitCode = 1;
  } else process.stdout.write('test:bundle OK\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`test:bundle could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
