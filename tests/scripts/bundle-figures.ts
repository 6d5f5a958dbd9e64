// First-load bundle figures from the Vite manifest (dist/.vite/manifest.json): what a first visit
// to a route downloads, JS + CSS, gzip level 9 per file. Used by check-bundle (budgets) and bench.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_GROUPS } from '../../build/chunk-groups';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The route files a first visit renders, root to leaf. __root is bundled into the entry chunk;
 * layouts and leaves are split by TanStack's autoCodeSplitting into `<file>?tsr-split=…` entries.
 */
export const FIRST_LOAD_ROUTES: Record<string, string[]> = {
  '/': ['src/routes/__root.tsx', 'src/routes/_public.tsx', 'src/routes/_public/index.tsx'],
  '/login': ['src/routes/__root.tsx', 'src/routes/_auth.tsx', 'src/routes/_auth/login.tsx'],
};

/** Split groupings needed to render a route; error/notFound/pending pieces load only when used. */
const FIRST_RENDER_PIECES = new Set(['component', 'loader']);

export interface FileFigure {
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoadFigure {
  route: string;
  files: FileFigure[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  totalGzipBytes: number;
}

export async function readManifest(distDir: string): Promise<Manifest> {
  const path = join(distDir, '.vite/manifest.json');
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`cannot read ${path} (run \`npx vite build\` first): ${(error as Error).message}`, { cause: error });
  }
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && (manifest[k]?.src ?? k) === 'index.html');
  if (!key) throw new Error('the manifest has no index.html entry');
  return key;
}

/** Chunks of a group in build/chunk-groups.ts that captured the route file's first-render pieces. */
function groupChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const names = new Set(
    CHUNK_GROUPS.filter(
      ({ test }) => test instanceof RegExp && [...FIRST_RENDER_PIECES].some((piece) => test.test(`${routeFile}?tsr-split=${piece}`)),
    ).map((group) => String(group.name)),
  );
  return Object.keys(manifest).filter((key) => names.has(manifest[key]?.name ?? '') && manifest[key]?.file.endsWith('.js'));
}

/** Manifest keys of the chunks a route file contributes to the first render. */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const grouped = groupChunkKeys(manifest, routeFile);
  if (grouped.length > 0) return grouped;
  return Object.keys(manifest).filter((key) => {
    const [path, query] = (manifest[key]?.src ?? key).split('?');
    if (path !== routeFile) return false;
    if (query === undefined) return true;
    const split = new URLSearchParams(query).get('tsr-split');
    return split === null || split.split('---').some((piece) => FIRST_RENDER_PIECES.has(piece));
  });
}

/** Output files (relative to dist) of the given chunks plus their static imports, with their CSS. */
export function closureFiles(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest references ${key}, which it does not contain`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The files of a first visit to a route: entry closure + each route file's chunks and closure. */
export function firstLoadFiles(manifest: Manifest, routeFiles: string[]): { js: string[]; css: string[] } {
  const keys = [entryKey(manifest)];
  const leaf = routeFiles.at(-1);
  for (const routeFile of routeFiles) {
    const found = routeChunkKeys(manifest, routeFile);
    // A leaf with no chunk means the split naming changed and the figure would be silently low.
    if (found.length === 0 && routeFile === leaf)
      throw new Error(`the manifest has no chunk for ${routeFile} (did the code-splitting keys change?)`);
    keys.push(...found);
  }
  return closureFiles(manifest, keys);
}

async function figure(distDir: string, file: string, kind: FileFigure['kind']): Promise<FileFigure> {
  const content = await readFile(join(distDir, file));
  return { file, kind, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

export async function measureFirstLoad(
  distDir: string,
  routes: Record<string, string[]> = FIRST_LOAD_ROUTES,
): Promise<FirstLoadFigure[]> {
  const manifest = await readManifest(distDir);
  const figures: FirstLoadFigure[] = [];
  for (const [route, routeFiles] of Object.entries(routes)) {
    const { js, css } = firstLoadFiles(manifest, routeFiles);
    const files = await Promise.all([
      ...js.map((file) => figure(distDir, file, 'js')),
      ...css.map((file) => figure(distDir, file, 'css')),
    ]);
    const sum = (kind: FileFigure['kind']) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzipBytes, 0);
    const jsGzipBytes = sum('js');
    const cssGzipBytes = sum('css');
    figures.push({ route, files, jsGzipBytes, cssGzipBytes, totalGzipBytes: jsGzipBytes + cssGzipBytes });
  }
  return figures;
}

export interface Budgets {
  firstLoadGzipKb: Record<string, number>;
}

export async function readBudgets(path: string): Promise<Budgets> {
  return JSON.parse(await readFile(path, 'utf8')) as Budgets;
}

/** kB as Vite and the budgets count them: 1 kB = 1000 bytes. */
export const kb = (bytes: number): number => bytes / 1000;
