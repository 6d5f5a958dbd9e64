// Why a file of the app's code failed to load, and how to load it again. A failure is blamed on a
// new version only when one really exists: the PWA worker has one waiting, or the server's
// index.html now starts another entry file than the page runs. Anything else is the network.
import { useAppUpdate } from '@/stores/app-update';

export type ChunkFailureCause = 'new-version' | 'network';

/** How long the version check may take before the failure is put down to the network. */
const VERSION_CHECK_MS = 4000;

/** Behind an object so tests can watch it: a module import by URL (vitest cannot fetch one). */
export const chunkLoader = {
  importUrl(url: string): Promise<unknown> {
    return import(/* @vite-ignore */ url);
  },
};

/** The module a failed dynamic import names (Chrome and Firefox do; Safari does not). */
export function failedModuleUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /dynamically imported module:?\s+(\S+)/i.exec(error.message)?.[1];
}

/**
 * Loads a part's code again after `failure`. The browser keeps a failed module import for its URL
 * (importing it again fails at once without a request), so the file is asked for under a new
 * query; its own imports keep their URLs, so shared modules are not loaded twice.
 */
export function reimportChunk<M>(importer: () => Promise<M>, failure: unknown, attempt: number): Promise<M> {
  const url = failedModuleUrl(failure);
  if (!url) return importer();
  const retried = new URL(url, window.location.href);
  retried.searchParams.set('retry', String(attempt));
  return chunkLoader.importUrl(retried.href) as Promise<M>;
}

/** The entry script of a page's HTML (`<script type="module" src>`), as an absolute URL. */
function entryScriptOf(root: ParentNode, base: string): string | undefined {
  const src = root.querySelector('script[type="module"][src]')?.getAttribute('src');
  return src ? new URL(src, base).href : undefined;
}

/** Whether the server now serves another build than the one this page runs. */
async function serverHasNewBuild(): Promise<boolean> {
  const running = entryScriptOf(document, window.location.href);
  if (!running) return false;
  // A query of its own: the PWA worker's precache (which answers index.html with this very
  // build) is for the bare URL only, and no-store keeps the HTTP cache out of it too.
  const url = new URL(`${import.meta.env.BASE_URL}index.html`, window.location.origin);
  url.searchParams.set('version-check', String(Date.now()));
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(VERSION_CHECK_MS) });
  if (!response.ok) return false;
  const served = new DOMParser().parseFromString(await response.text(), 'text/html');
  const next = entryScriptOf(served, url.href);
  return next !== undefined && next !== running;
}

export async function explainChunkFailure(): Promise<ChunkFailureCause> {
  if (useAppUpdate.getState().updateReady) return 'new-version';
  try {
    return (await serverHasNewBuild()) ? 'new-version' : 'network';
  } catch {
    return 'network';
  }
}
