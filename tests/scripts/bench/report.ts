// The benchmark's common shape: each section measures something and returns rows (one figure
// each, with its quality.md budget) plus raw data for bench.json. New sections (admin table
// render timing, mock list latency) implement BenchSection and are added to bench.ts's list.

export interface Budget {
  max?: number;
  min?: number;
}

export interface BenchRow {
  metric: string;
  target: string; // a route, a table, an endpoint …
  value: number;
  unit: 'score' | 'ms' | 's' | 'kB' | 'count' | '';
  budget?: Budget;
  /** Lowest and highest of the runs the value is the median of. */
  range?: [number, number];
}

export interface BenchContext {
  root: string;
  distDir: string;
  frontendUrl: string;
  backendUrl: string;
  runs: number;
}

export interface BenchSection {
  name: string;
  run: (context: BenchContext) => Promise<{ rows: BenchRow[]; data: unknown }>;
}

export function withinBudget(row: BenchRow): boolean | undefined {
  if (!row.budget) return undefined;
  if (row.budget.max !== undefined && row.value > row.budget.max) return false;
  if (row.budget.min !== undefined && row.value < row.budget.min) return false;
  return true;
}

function format(value: number, unit: BenchRow['unit']): string {
  switch (unit) {
    case 'score':
      return String(Math.round(value));
    case 's':
      return `${value.toFixed(2)} s`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'count':
      return String(value);
    default:
      return value.toFixed(3);
  }
}

function formatBudget(row: BenchRow): string {
  const { budget } = row;
  if (!budget) return '';
  if (budget.min !== undefined) return `≥ ${format(budget.min, row.unit)}`;
  return budget.max !== undefined ? `≤ ${format(budget.max, row.unit)}` : '';
}

export function renderTable(sections: { name: string; rows: BenchRow[] }[]): string {
  const header = ['section', 'metric', 'target', 'value', 'budget', ''];
  const lines = sections.flatMap(({ name, rows }) =>
    rows.map((row) => {
      const ok = withinBudget(row);
      const value = format(row.value, row.unit) + (row.range ? ` (${row.range.map((v) => format(v, row.unit)).join(' – ')})` : '');
      return [name, row.metric, row.target, value, formatBudget(row), ok === undefined ? '' : ok ? 'ok' : 'MISSED'];
    }),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]) => cells.map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [render(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(render)].join('\n');
}
