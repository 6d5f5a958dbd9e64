// Fault scenarios: named failure modes for the demo and for tests. They change no data; the
// route pipeline (route.ts) asks this module what to do. Control endpoints are never affected.

export const SCENARIO_NAMES = [
  'network-down',
  'server-error',
  'slow',
  'csrf-expired',
  'session-expired',
  'unverified',
  'upload-rejected',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** How long the `slow` scenario holds every backend call. */
export const SLOW_DELAY_MS = 3000;

let current: ScenarioName | undefined;
const listeners = new Set<(name: ScenarioName | undefined) => void>();

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export function getScenario(): ScenarioName | undefined {
  return current;
}

export function setScenario(name: ScenarioName | undefined): void {
  if (current === name) return;
  current = name;
  for (const listener of listeners) listener(name);
}

/** For one-shot scenarios (csrf-expired, session-expired): true once, then the scenario clears. */
export function consumeScenario(name: ScenarioName): boolean {
  if (current !== name) return false;
  setScenario(undefined);
  return true;
}

/** Lets the browser host keep the scenario in localStorage. */
export function onScenarioChange(listener: (name: ScenarioName | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
