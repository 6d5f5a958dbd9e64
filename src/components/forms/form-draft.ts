// Drafts of forms: what a signed-in user typed, kept in this tab's sessionStorage per user and page
// (`lunch-draft:{userId}:{pathname}`), so a trip to the sign-in page (session ended) loses nothing.
// Secrets are never written: password and card fields are left out whatever the form is.
import dayjs from 'dayjs';
import { useSession } from '@/stores/session';

const PREFIX = 'lunch-draft:';
const VERSION = 1;
/** Field names whose values never reach storage (passwords, card data), at any depth. */
const SECRET = /password|^payment$|name_on_card|card_number|^cvc$|^expiration$/;

export const draftKey = (userId: number, pathname: string) => `${PREFIX}${userId}:${pathname}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON-safe copy (keys sorted, so two copies compare as text): dates as `{ $date: iso }`; secrets, files and functions left out. */
export function encodeDraft(value: unknown, omit: readonly string[] = []): Json | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (dayjs.isDayjs(value)) return value.isValid() ? { $date: value.toISOString() } : undefined;
  if (Array.isArray(value)) return value.map((item) => encodeDraft(item) ?? null);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const out: Record<string, Json> = {};
  for (const key of Object.keys(value).sort()) {
    if (SECRET.test(key) || omit.includes(key)) continue;
    const encoded = encodeDraft((value as Record<string, unknown>)[key]);
    if (encoded !== undefined) out[key] = encoded;
  }
  return out;
}

export function decodeDraft(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeDraft);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$date === 'string' && Object.keys(record).length === 1) return dayjs(record.$date);
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decodeDraft(item)]));
}

/** The stored draft (still encoded), or undefined. */
export function readDraft(key: string): Record<string, Json> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { version, values } = parsed as { version?: unknown; values?: unknown };
    return version === VERSION && typeof values === 'object' && values !== null ? (values as Record<string, Json>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: unknown, omit?: readonly string[]): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ version: VERSION, values: encodeDraft(values, omit) ?? {} }));
  } catch {
    // Storage full or disabled: the form still works, the draft is just not kept.
  }
}

export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}

/** Drops the drafts of every user for whom `which(userId)` holds. */
export function dropDrafts(which: (userId: number) => boolean): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) {
      if (!key?.startsWith(PREFIX)) continue;
      const userId = Number(key.slice(PREFIX.length).split(':')[0]);
      if (which(userId)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: there are no drafts.
  }
}

// Signing out drops that user's drafts; signing in drops anyone else's left in this tab. A session
// that ends by a 401/419 is not a sign-out (the store keeps the user while the browser leaves).
useSession.subscribe((state, previous) => {
  const before = previous.user;
  const now = state.user;
  if (before && now === null) dropDrafts((id) => id === before.id);
  else if (now && now.id !== before?.id) dropDrafts((id) => id !== now.id);
});
