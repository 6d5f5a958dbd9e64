// The in-memory database every handler reads and writes, plus an optional persistence adapter
// (the browser demo keeps its data in localStorage so work survives a reload).
import type { DbData } from './records';
import { createSeed, type SeedOptions } from './seed';

/** Bump when DbData changes shape: a stored snapshot of another version is dropped for the seed. */
export const DB_SCHEMA_VERSION = 12;

export interface DbSnapshot {
  version: number;
  data: DbData;
}

export interface DbPersistence {
  load(): DbSnapshot | undefined;
  save(snapshot: DbSnapshot): void;
}

// Seeded on first use, not at import: a clock pinned before then dates the seed, and a module that
// only imports the database pays nothing for it.
let data: DbData | undefined;
let persistence: DbPersistence | undefined;
/**
 * Moves on every saveDb(): the route pipeline saves after every write request, so anything derived
 * from the data (the list cache, crud/list-cache.ts) is current while this number is unchanged. A
 * test or control helper that edits db() directly calls saveDb() afterwards, as setFeatureEnabled does.
 */
let version = 0;

export function dbVersion(): number {
  return version;
}

export function db(): DbData {
  data ??= createSeed();
  return data;
}

/** Restore the seed (and store it, so a reload of the demo also starts from the seed). */
export function resetDb(options?: SeedOptions): void {
  data = createSeed(options);
  saveDb();
}

export function saveDb(): void {
  version += 1;
  persistence?.save({ version: DB_SCHEMA_VERSION, data: db() });
}

/** Attach an adapter (undefined detaches) and load its snapshot when it matches the schema. */
export function usePersistence(adapter: DbPersistence | undefined): void {
  persistence = adapter;
  const snapshot = adapter?.load();
  if (snapshot && isCompatible(snapshot)) {
    data = snapshot.data;
    version += 1;
  }
}

function isCompatible(snapshot: DbSnapshot): boolean {
  if (snapshot.version !== DB_SCHEMA_VERSION || typeof snapshot.data !== 'object' || !snapshot.data) return false;
  const stored = snapshot.data as unknown as Record<string, unknown>;
  return Object.keys(createSeed({ orders: 0 })).every((table) => Array.isArray(stored[table]));
}

export function localStoragePersistence(key: string, storage: Storage = localStorage): DbPersistence {
  return {
    load() {
      try {
        const raw = storage.getItem(key);
        return raw ? (JSON.parse(raw) as DbSnapshot) : undefined;
      } catch {
        return undefined; // corrupt or unreadable: start from the seed
      }
    },
    save(snapshot) {
      try {
        storage.setItem(key, JSON.stringify(snapshot));
      } catch {
        // Quota exceeded or storage disabled: the demo keeps working in memory.
      }
    },
  };
}
