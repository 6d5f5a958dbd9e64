// `npm run generated:check`: committed generated files must be what their generators produce now.
//  - src/routeTree.gen.ts ← @tanstack/router-generator with the options of vite.config.ts
//  - locales/en.json      ← formatjs extract (the `i18n:extract` script)
//  - src/api/schema.gen.ts ← openapi-typescript of openapi/openapi.yaml (the `openapi:types` script)
// Nothing in the project is written: the route generator runs on an in-memory overlay and the
// extractor writes to a temp directory; both expected outputs are left there for diffing.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = resolve(import.meta.dirname, '../..');
const ROUTE_TREE = 'src/routeTree.gen.ts';
const EN_CATALOGUE = 'locales/en.json';
const API_TYPES = 'src/api/schema.gen.ts';

// Keep in step with tanstackRouter({ … }) in vite.config.ts.
const ROUTER_OPTIONS = { target: 'react', autoCodeSplitting: true, quoteStyle: 'single' } as const;

type GeneratorFs = NonNullable<ConstructorParameters<typeof Generator>[0]['fs']>;

interface Problem {
  file: string;
  detail: string;
  regenerate: string;
}

/**
 * Reads go to disk unless the generator wrote the path; writes stay in memory. The generator's own
 * tmp-file-and-rename dance therefore works unchanged and the project is never touched.
 */
function overlayFs(written: Map<string, string>): GeneratorFs {
  let clock = BigInt(Date.now()) * 1_000_000n;
  const mtimes = new Map<string, bigint>();
  const fakeStat = (path: string) => ({ mtimeMs: mtimes.get(path) ?? 0n, mode: 0o644, uid: 0, gid: 0 });
  return {
    async stat(path) {
      if (written.has(path)) return fakeStat(path);
      const s = await stat(path, { bigint: true });
      return { mtimeMs: s.mtimeMs, mode: Number(s.mode), uid: Number(s.uid), gid: Number(s.gid) };
    },
    async readFile(path) {
      const content = written.get(path);
      if (content !== undefined) return { stat: { mtimeMs: mtimes.get(path) ?? 0n }, fileContent: content };
      try {
        const s = await stat(path, { bigint: true });
        return { stat: { mtimeMs: s.mtimeMs }, fileContent: await readFile(path, 'utf8') };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'file-not-existing';
        throw error;
      }
    },
    async writeFile(path, content) {
      written.set(path, content);
      mtimes.set(path, (clock += 1n));
    },
    async rename(from, to) {
      const content = written.get(from);
      if (content === undefined) throw new Error(`overlay: cannot rename ${from}, it was not written`);
      written.delete(from);
      written.set(to, content);
      mtimes.set(to, (clock += 1n));
    },
    async chmod() {},
    async chown() {},
  };
}

async function checkRouteTree(workDir: string): Promise<Problem[]> {
  const regenerate = 'run `npx vite build` or `npm start` (the router plugin rewrites it), then commit it';
  // A sibling of the real file, so the relative imports come out the same; it exists only in memory.
  const virtualTree = join(root, 'src', `routeTree.check-${process.pid}.gen.ts`);
  const config = getConfig(
    { ...ROUTER_OPTIONS, generatedRouteTree: virtualTree, tmpDir: join(workDir, 'tsr-tmp'), disableLogging: true },
    root,
  );
  const written = new Map<string, string>();
  await new Generator({ config, root, fs: overlayFs(written) }).run();

  const expected = written.get(virtualTree);
  if (expected === undefined) throw new Error('the route generator produced no route tree');
  await writeFile(join(workDir, 'routeTree.gen.ts'), expected);
  const problems: Problem[] = [];
  const committed = await readFile(join(root, ROUTE_TREE), 'utf8').catch(() => undefined);
  if (committed === undefined) problems.push({ file: ROUTE_TREE, detail: 'is missing', regenerate });
  else if (committed !== expected)
    problems.push({
      file: ROUTE_TREE,
      detail: `differs from the generator's output (expected: ${join(workDir, 'routeTree.gen.ts')})`,
      regenerate,
    });
  // The generator also rewrites route files whose createFileRoute('…') path is stale.
  for (const path of written.keys()) {
    if (path === virtualTree || !path.startsWith(join(root, 'src'))) continue;
    problems.push({ file: relative(root, path), detail: 'would be rewritten by the route generator', regenerate });
  }
  return problems;
}

/** JSON with object keys sorted at every level, so key order never counts as a difference. */
function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, sort(x)]))
      : Array.isArray(v)
        ? v.map(sort)
        : v;
  return JSON.stringify(sort(value), null, 2);
}

async function checkCatalogue(workDir: string): Promise<Problem[]> {
  const regenerate = 'run `npm run i18n:extract` and commit locales/en.json (then update locales/fr.json)';
  const outFile = join(workDir, 'en.json');
  // Same arguments as the i18n:extract script; no shell, so the globs reach formatjs unexpanded.
  await promisify(execFile)(
    join(root, 'node_modules/.bin/formatjs'),
    ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.gen.ts', '--out-file', outFile, '--format', 'simple'],
    { cwd: root },
  );
  const expected = JSON.parse(await readFile(outFile, 'utf8')) as Record<string, string>;
  const raw = await readFile(join(root, EN_CATALOGUE), 'utf8').catch(() => undefined);
  if (raw === undefined) return [{ file: EN_CATALOGUE, detail: 'is missing', regenerate }];
  let committed: Record<string, string>;
  try {
    committed = JSON.parse(raw) as Record<string, string>;
  } catch {
    return [{ file: EN_CATALOGUE, detail: 'is not valid JSON', regenerate }];
  }
  if (canonical(committed) === canonical(expected)) return [];
  const missing = Object.keys(expected).filter((id) => !(id in committed));
  const extra = Object.keys(committed).filter((id) => !(id in expected));
  const changed = Object.keys(expected).filter((id) => id in committed && committed[id] !== expected[id]);
  const list = (label: string, ids: string[]) =>
    ids.length ? `${label} ${ids.length} (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''})` : '';
  const detail = [list('missing', missing), list('extra', extra), list('changed text', changed)].filter(Boolean).join('; ');
  return [{ file: EN_CATALOGUE, detail: `is not what the extractor produces: ${detail}`, regenerate }];
}

async function checkApiTypes(): Promise<Problem[]> {
  // openapi-typescript compares its output with the file itself and exits non-zero on a difference.
  const args = ['openapi/openapi.yaml', '-o', API_TYPES, '--default-non-nullable', 'false', '--check'];
  try {
    await promisify(execFile)(join(root, 'node_modules/.bin/openapi-typescript'), args, { cwd: root });
    return [];
  } catch {
    return [{ file: API_TYPES, detail: 'is not what openapi-typescript produces from openapi/openapi.yaml', regenerate: 'run `npm run openapi:types` and commit it' }];
  }
}

async function main(): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'lunch-generated-'));
  const problems = [...(await checkRouteTree(workDir)), ...(await checkCatalogue(workDir)), ...(await checkApiTypes())];
  if (problems.length === 0) {
    await rm(workDir, { recursive: true, force: true }); // kept only when there is something to diff
    process.stdout.write(`generated:check OK: ${ROUTE_TREE}, ${EN_CATALOGUE} and ${API_TYPES} are up to date\n`);
    return;
  }
  for (const p of problems) process.stderr.write(`✗ ${p.file} ${p.detail}\n    → ${p.regenerate}\n`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`generated:check could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
});
