// Deletes waiting out their undo window (react-admin's "undoable" mode): the records are hidden at
// once, the calls go when the window ends, when the user leaves the page the delete was made on,
// or when the notice is closed; Undo within the window shows them again with nothing sent.
//
// Closing the tab (or reloading) within the window keeps the records: the delete is not sent, and
// the browser first asks "Leave site?" (beforeunload) so the user, who saw "Deleted", can stay and
// let it go. Sending it from pagehide instead (fetch keepalive) was weighed and left out: the call
// needs the CSRF header, and without an XSRF cookie the client would first have to fetch one, which
// an unloading page cannot wait for; a 419 could not be retried; a cross-origin DELETE with
// credentials needs a CORS preflight, which browsers do not reliably make for keepalive requests;
// and nobody would see a failure. A record kept is visible and can be deleted again; a delete lost
// silently is not.
//
// One registry per router (the app has one; each component test makes its own), so what a test
// deleted is not hidden in the next.
import type { AnyRouter } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** How long "Deleted — Undo" waits before the calls are sent. */
export const UNDO_WINDOW_MS = 5000;

/**
 * Starts a timer and returns its cancel. Replaced by tests to end a window when they choose
 * (tests/setup/undo-window.ts) rather than by real time.
 */
export const undoClock = {
  after(ms: number, run: () => void): () => void {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export interface DeleteBatch {
  resourceKey: string;
  ids: number[];
  /** The pathname the records are hidden on: leaving it sends the delete at once. */
  home: string;
  /** Sends the calls; resolves with the ids that went (the others are shown again). */
  send: () => Promise<number[]>;
  /** The notice's end (sent or undone). */
  onSettled: () => void;
  /** What started it (a component): its unmount sends it, unless its home is still shown. */
  owner: object;
}

interface Entry extends DeleteBatch {
  state: 'waiting' | 'sending' | 'undone';
  cancelTimer: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

function samePath(a: string, b: string): boolean {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return strip(a) === strip(b);
}

export class PendingDeletes {
  private entries = new Set<Entry>();
  /** Deleted on the server: hidden for the router's life, so a list loaded before the call cannot show them again. */
  private gone = new Map<string, Set<number>>();
  /** Per resource, the hidden ids (a new set on each change, for React). */
  private hidden = new Map<string, ReadonlySet<number>>();
  private listeners = new Set<() => void>();

  constructor(router: AnyRouter) {
    router.subscribe('onBeforeNavigate', ({ toLocation }) => {
      for (const entry of this.entries) if (!samePath(toLocation.pathname, entry.home)) void this.send(entry);
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  hiddenIds(resourceKey: string): ReadonlySet<number> {
    return this.hidden.get(resourceKey) ?? EMPTY;
  }

  /** Whether any delete waits for its window to end (closing the tab now keeps its records). */
  get waiting(): boolean {
    return [...this.entries].some((entry) => entry.state === 'waiting');
  }

  /**
   * Hides the records and starts the window; returns undo, or undefined when every record is
   * already being deleted (a second click on a delete that is under way does nothing).
   */
  start(batch: DeleteBatch): (() => void) | undefined {
    const hidden = this.hiddenIds(batch.resourceKey);
    const ids = batch.ids.filter((id) => !hidden.has(id));
    if (ids.length === 0) return undefined;
    const entry: Entry = { ...batch, ids, state: 'waiting', cancelTimer: () => undefined };
    entry.cancelTimer = undoClock.after(UNDO_WINDOW_MS, () => void this.send(entry));
    this.entries.add(entry);
    this.refresh(batch.resourceKey);
    return () => this.undo(entry);
  }

  /** Sends the delete: its window ended, or the user left its page. */
  private async send(entry: Entry): Promise<void> {
    if (entry.state !== 'waiting') return;
    entry.state = 'sending';
    entry.cancelTimer();
    entry.onSettled();
    this.askWhileWaiting();
    let went: number[] = [];
    try {
      went = await entry.send();
    } finally {
      const gone = this.gone.get(entry.resourceKey) ?? new Set();
      for (const id of went) gone.add(id);
      this.gone.set(entry.resourceKey, gone);
      this.entries.delete(entry);
      this.refresh(entry.resourceKey);
    }
  }

  /** The records are there again (links added anew, e.g. a role given back to a user): lists show them. */
  forget(resourceKey: string, ids: number[]): void {
    const gone = this.gone.get(resourceKey);
    if (!gone) return;
    for (const id of ids) gone.delete(id);
    this.refresh(resourceKey);
  }

  /** Sends now the waiting deletes `owner` started, but those whose page is `shownPath`. */
  sendLeft(owner: object, shownPath: string): void {
    for (const entry of this.entries) if (entry.owner === owner && !samePath(shownPath, entry.home)) void this.send(entry);
  }

  private undo(entry: Entry): void {
    if (entry.state !== 'waiting' || !this.entries.delete(entry)) return;
    entry.state = 'undone';
    entry.cancelTimer();
    entry.onSettled();
    this.refresh(entry.resourceKey);
  }

  /** The browser's own "Leave site?" question (see the top of this file). */
  private askBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

  private askWhileWaiting(): void {
    if (this.waiting) window.addEventListener('beforeunload', this.askBeforeUnload);
    else window.removeEventListener('beforeunload', this.askBeforeUnload);
  }

  private refresh(resourceKey: string): void {
    const ids = new Set(this.gone.get(resourceKey));
    for (const entry of this.entries) if (entry.resourceKey === resourceKey) for (const id of entry.ids) ids.add(id);
    this.hidden.set(resourceKey, ids);
    this.askWhileWaiting();
    for (const listener of this.listeners) listener();
  }
}

/**
 * The registry's key of a list: the resource, and the parent for a child list, so that a user's
 * removed role is not hidden from another user's roles (the same role id).
 */
export function deletesKey(resource: { key: string; parent?: unknown }, params: unknown): string {
  return resource.parent ? `${resource.key}:${JSON.stringify(params)}` : resource.key;
}

const registries = new WeakMap<AnyRouter, PendingDeletes>();

export function pendingDeletesOf(router: AnyRouter): PendingDeletes {
  let registry = registries.get(router);
  if (!registry) {
    registry = new PendingDeletes(router);
    registries.set(router, registry);
  }
  return registry;
}

export function usePendingDeletes(): PendingDeletes {
  return pendingDeletesOf(useRouter());
}

/** The ids of a resource's records that lists leave out: being deleted, or deleted. */
export function useHiddenIds(resourceKey: string): ReadonlySet<number> {
  const registry = usePendingDeletes();
  return useSyncExternalStore(registry.subscribe, () => registry.hiddenIds(resourceKey));
}
