// The contract check of the e2e run. "prod": the mock HTTP server, started with MOCK_CONTRACT_LOG,
// appends every response that openapi/openapi.yaml does not allow to that file as a JSON line
// (mocks/server.ts). "demo": the mock answers inside the page's service worker, so the test
// fixture checks the responses the page receives and appends to the same file (logMismatch).
// This global setup starts from an empty log, and the teardown it returns fails the run when the
// log has lines. A mock server reused from outside the run (local, reuseExistingServer) was
// started without the variable and is not checked.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolve } from 'node:path';
import type { ContractMismatch } from '../../../mocks/contract/openapi-validator';

export const CONTRACT_LOG = resolve(import.meta.dirname, '../../../test-results/mock-contract.jsonl');

/** How many distinct mismatches the failure lists; the log keeps them all. */
const SHOWN = 20;

function describe(line: string): string {
  try {
    const { operation, status, errors } = JSON.parse(line) as ContractMismatch;
    return `  ${operation} answered ${status}: ${errors.slice(0, 3).join('; ')}`;
  } catch {
    return `  ${line}`;
  }
}

export function logMismatch(mismatch: ContractMismatch, file = CONTRACT_LOG): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(mismatch)}\n`);
}

export function assertContractLogEmpty(file = CONTRACT_LOG): void {
  if (!existsSync(file)) return;
  const lines = [...new Set(readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== ''))];
  if (lines.length === 0) return;
  const shown = lines.slice(0, SHOWN).map(describe);
  if (lines.length > SHOWN) shown.push(`  … and ${lines.length - SHOWN} more`);
  throw new Error(
    `The mock HTTP server sent ${lines.length} response(s) that openapi/openapi.yaml does not allow (${file}):\n${shown.join('\n')}`,
  );
}

/** Playwright global setup (default export required); the function it returns is the teardown. */
export default function contractCheck(): () => void {
  rmSync(CONTRACT_LOG, { force: true });
  return () => assertContractLogEmpty();
}
