// The contract check of the vitest run: every response the node mock sends is validated against
// openapi/openapi.yaml, and a file whose tests made the mock break the contract fails.
import type { SetupServer } from 'msw/node';
import { type ContractMismatch, readBody, validateResponse } from '../../mocks/contract/openapi-validator';
import { MOCK_BACKEND_HEADER } from '../../mocks/responses';

/** How many errors of one mismatch the failure message shows (the rest add noise, not help). */
const ERRORS_SHOWN = 5;

let mismatches = new Map<string, ContractMismatch>();
let pending = new Set<Promise<void>>();
let outsideContract = new Set<string>();

/**
 * For a test that calls a route the contract does not have on purpose (the mock's Laravel-style
 * 404 fallback): that exact request's "no operation in the contract" is expected, for this file.
 * Nothing else about it is exempt, and every other unknown path still fails the run.
 */
export function allowOutsideContract(method: string, path: string): void {
  outsideContract.add(`${method.toUpperCase()} ${path}`);
}

function unknownPathAllowed(mismatch: ContractMismatch): boolean {
  const [only, ...rest] = mismatch.errors;
  return outsideContract.has(`${mismatch.method} ${mismatch.path}`) && rest.length === 0
    && only?.startsWith('no operation in the contract') === true;
}

function record(mismatch: ContractMismatch | undefined): void {
  // Deduplicated: the same wrong answer from many tests is one defect.
  if (mismatch && !unknownPathAllowed(mismatch)) mismatches.set(JSON.stringify(mismatch), mismatch);
}

/** An answer the check could not read is reported, never silently passed. */
function unreadable(request: Request, status: number, error: unknown): ContractMismatch {
  const path = new URL(request.url).pathname;
  const message = error instanceof Error ? error.message : String(error);
  return {
    operation: `${request.method} ${path}`, method: request.method, path, status,
    errors: [`the response could not be checked: ${message}`],
  };
}

async function check(request: Request, response: Response): Promise<void> {
  const contentType = response.headers.get('content-type');
  record(
    validateResponse({
      method: request.method,
      url: request.url,
      status: response.status,
      contentType,
      body: readBody(contentType, await response.text()),
    }),
  );
}

/** Starts recording; returns the function that stops it. Call after server.listen(). */
export function recordMockResponses(server: Pick<SetupServer, 'events'>): () => void {
  mismatches = new Map();
  pending = new Set();
  outsideContract = new Set();
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    // Only the mock backend's answers: doubles a test installs with server.use(...) (made-up paths,
    // forced statuses) are not the mock, and network errors have no response to check.
    if (response.type === 'error' || response.headers.get(MOCK_BACKEND_HEADER) !== '1') return;
    let copy: Response;
    try {
      // Synchronously, before the app reads the body.
      copy = response.clone();
    } catch (error) {
      record(unreadable(request, response.status, error));
      return;
    }
    const reading = check(request, copy).catch((error: unknown) => record(unreadable(request, copy.status, error)));
    pending.add(reading);
    void reading.finally(() => pending.delete(reading));
  };
  server.events.on('response:mocked', listener);
  return () => server.events.removeListener('response:mocked', listener);
}

function format(mismatch: ContractMismatch): string {
  const shown = mismatch.errors.slice(0, ERRORS_SHOWN).map((error) => `    - ${error}`);
  const more = mismatch.errors.length - shown.length;
  if (more > 0) shown.push(`    … and ${more} more`);
  return [`  ${mismatch.operation} (${mismatch.method} ${mismatch.path}) answered ${mismatch.status}:`, ...shown].join('\n');
}

/** Throws when any recorded mock response broke the contract (after reading every pending body). */
export async function assertNoContractMismatches(): Promise<void> {
  await Promise.all(pending);
  if (mismatches.size === 0) return;
  const found = [...mismatches.values()];
  mismatches = new Map();
  throw new Error(
    `The mock backend sent ${found.length} response(s) that openapi/openapi.yaml does not allow:\n${found.map(format).join('\n')}`,
  );
}
