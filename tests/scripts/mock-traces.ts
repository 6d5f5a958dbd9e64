// Finds traces of the mock backend (MSW, its worker, seed data) in a build directory. The
// production build must have none; the demo build has all kinds, which proves the markers work.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readManifest } from './bundle-figures';

export type TraceKind = 'worker-file' | 'manifest-source' | 'msw-code' | 'seed-data';

export interface Trace {
  kind: TraceKind;
  file: string;
  detail: string;
}

/** Strings that survive minification: MSW's log prefix and worker protocol, the demo's seed data. */
const CONTENT_MARKERS: { marker: string; kind: TraceKind; why: string }[] = [
  { marker: 'mockServiceWorker', kind: 'msw-code', why: 'registers the MSW worker script' },
  { marker: '[MSW]', kind: 'msw-code', why: "MSW's log prefix" },
  { marker: 'INTEGRITY_CHECK_REQUEST', kind: 'msw-code', why: 'MSW worker protocol' },
  { marker: 'KEEPALIVE_REQUEST', kind: 'msw-code', why: 'MSW worker protocol' },
  { marker: 'MOCKING_ENABLED', kind: 'msw-code', why: 'MSW worker protocol' },
  { marker: 'superadmin@example.com', kind: 'seed-data', why: 'a seeded demo account' },
  { marker: 'lunch-mock-db', kind: 'seed-data', why: "the demo mock database's storage key" },
];
const SCANNED = /\.(?:m?js|cjs|html)$/;
const MOCK_SOURCE = /^(?:mocks\/|node_modules\/(?:msw|@mswjs)\/)/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function findMockTraces(distDir: string): Promise<Trace[]> {
  const traces: Trace[] = [];
  const files = await listFiles(distDir);
  for (const path of files) {
    const file = relative(distDir, path);
    if (path.endsWith('/mockServiceWorker.js') || file === 'mockServiceWorker.js')
      traces.push({ kind: 'worker-file', file, detail: "MSW's worker script is shipped" });
    if (!SCANNED.test(file)) continue;
    const content = await readFile(path, 'utf8');
    for (const { marker, kind, why } of CONTENT_MARKERS)
      if (content.includes(marker)) traces.push({ kind, file, detail: `contains "${marker}" (${why})` });
  }
  const manifest = await readManifest(distDir);
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    if (MOCK_SOURCE.test(source))
      traces.push({ kind: 'manifest-source', file: chunk.file, detail: `is built from ${source}` });
  }
  return traces;
}

/** The kinds a demo build must show, or the markers have stopped detecting the mock backend. */
export const DEMO_MUST_SHOW: TraceKind[] = ['worker-file', 'msw-code', 'seed-data', 'manifest-source'];
