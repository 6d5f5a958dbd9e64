// The colour mode in effect: a route's forced mode wins over the user's choice; 'system' follows
// the OS (and changes with it).
import { useSyncExternalStore } from 'react';
import type { ColorMode } from '@/stores/ui';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(DARK_QUERY).matches);
}

/** The mode in effect: a route's forced mode wins over the user's choice; 'system' follows the OS. */
export function useEffectiveMode(chosen: ColorMode, forced: 'light' | 'dark' | undefined): 'light' | 'dark' {
  const systemDark = useSystemPrefersDark();
  if (forced === 'light' || forced === 'dark') return forced;
  if (chosen === 'system') return systemDark ? 'dark' : 'light';
  return chosen;
}
