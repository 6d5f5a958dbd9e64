// The three-way merge of a record saved by someone else while it was being edited: per field, the
// version the form was loaded from (base), the one saved meanwhile (theirs) and the form's (yours).
// A change only one side made wins; the same change on both sides is no conflict; different
// changes to the same field are a conflict the user settles (mine or theirs). Pure: no React, no antd.

/** What happened to one field. */
export type MergeOutcome =
  /** Nobody changed it. */
  | 'unchanged'
  /** Only the other person changed it: their value is taken. */
  | 'theirs'
  /** Only you changed it: yours is kept. */
  | 'yours'
  /** Both made the same change. */
  | 'same'
  /** Both changed it, differently: the user chooses. */
  | 'conflict';

export type MergeSide = 'yours' | 'theirs';

/** Arrays of plain values as sets (the ids of a multiple choice), nothing as null. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    const plain = items.every((item) => typeof item !== 'object' || item === null);
    return plain ? [...items].sort((a, b) => String(a).localeCompare(String(b))) : items;
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/** Two values of a field are the same (deeply; the order of a list of ids does not count). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function mergeOutcome(base: unknown, theirs: unknown, yours: unknown): MergeOutcome {
  const theyChanged = !sameValue(base, theirs);
  const youChanged = !sameValue(base, yours);
  if (!theyChanged) return youChanged ? 'yours' : 'unchanged';
  if (!youChanged) return 'theirs';
  return sameValue(theirs, yours) ? 'same' : 'conflict';
}

/** Whose value a field takes: the only change made, else the user's choice (theirs or mine, default mine). */
export function mergedSide(outcome: MergeOutcome, choice: MergeSide = 'yours'): MergeSide {
  if (outcome === 'theirs') return 'theirs';
  return outcome === 'conflict' ? choice : 'yours';
}

/** Every key's outcome, the three versions given as comparable values per key. */
export function threeWayMerge<K extends string>(
  keys: readonly K[],
  base: Readonly<Record<K, unknown>>,
  theirs: Readonly<Record<K, unknown>>,
  yours: Readonly<Record<K, unknown>>,
): Record<K, MergeOutcome> {
  return Object.fromEntries(keys.map((key) => [key, mergeOutcome(base[key], theirs[key], yours[key])])) as Record<K, MergeOutcome>;
}
