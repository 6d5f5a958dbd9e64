// Where a QA run writes (QA_REPORT_DIR, default qa-report/) and the contract mismatches it
// collects: one JSON line per mismatch, from every worker, read back by the runner's summary.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ContractMismatch } from '../../mocks/contract/openapi-validator';

export const REPORT_DIR = resolve(process.env.QA_REPORT_DIR ?? 'qa-report');
export const MISMATCH_LOG = resolve(REPORT_DIR, 'contract-mismatches.jsonl');
export const RESULTS_FILE = resolve(REPORT_DIR, 'results.json');

export interface LoggedMismatch extends ContractMismatch {
  /** The account and the test the answer came in. */
  account: string;
  test: string;
}

export function logQaMismatch(mismatch: LoggedMismatch): void {
  mkdirSync(dirname(MISMATCH_LOG), { recursive: true });
  appendFileSync(MISMATCH_LOG, `${JSON.stringify(mismatch)}\n`);
}

export function readQaMismatches(): LoggedMismatch[] {
  if (!existsSync(MISMATCH_LOG)) return [];
  return readFileSync(MISMATCH_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedMismatch);
}

/** One readable line per place the backend differs: the same difference seen many times counts once. */
export function describeMismatches(mismatches: LoggedMismatch[]): string[] {
  const lines = new Map<string, number>();
  for (const m of mismatches) {
    const places = m.details?.map((d) => `${d.bodyPath || '(body)'} ${d.message} (expected ${d.schema})`) ?? m.errors;
    for (const place of places) {
      const line = `${m.operation} ${m.status} (${m.method} ${m.path.replace(/\/\d+(?=\/|$)/g, '/{id}')}): ${place}`;
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
  }
  return [...lines].map(([line, count]) => (count > 1 ? `${line} ×${count}` : line));
}
