// The colour mode in effect: a route's forced mode wins over the user's choice; 'system' follows
// the OS (and changes with it). Also the OS's "reduce motion" setting.
import { useMediaQuery } from '@/lib/media-query';
import type { ColorMode } from '@/stores/ui';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The mode in effect: a route's forced mode wins over the user's choice; 'system' follows the OS. */
export function useEffectiveMode(chosen: ColorMode, forced: 'light' | 'dark' | undefined): 'light' | 'dark' {
  const systemDark = useMediaQuery(DARK_QUERY);
  if (forced === 'light' || forced === 'dark') return forced;
  if (chosen === 'system') return systemDark ? 'dark' : 'light';
  return chosen;
}

/** The user's "reduce motion" setting (antd's motion follows it: antd-shell.tsx). */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
