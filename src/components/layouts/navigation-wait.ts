// Whether a navigation has been waiting long enough to say so (~300 ms: shorter waits would only
// flash), and whether it leaves the page on screen (another path) or only changes its state (a
// list's page or filter, whose own veil shows that wait).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export const NAVIGATION_WAIT_MS = 300;

/** True once `active` has stayed true for `delayMs`; false again as soon as it ends. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

export interface NavigationWait {
  /** A navigation has been under way for more than NAVIGATION_WAIT_MS. */
  waiting: boolean;
  /** The path being navigated to, while that wait leaves the page on screen for another one. */
  leavingFor: string | undefined;
}

export function useNavigationWait(): NavigationWait {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const leavingFor = useRouterState({
    select: (state) =>
      state.status === 'pending' && state.resolvedLocation && state.resolvedLocation.pathname !== state.location.pathname
        ? state.location.pathname
        : undefined,
  });
  const waiting = useDelayedFlag(pending, NAVIGATION_WAIT_MS);
  return { waiting, leavingFor: waiting ? leavingFor : undefined };
}

/** The attributes of a layout's main content: inert and busy while the page is being left. */
export function busyWhileLeaving({ leavingFor }: NavigationWait): { 'aria-busy'?: true; inert?: boolean } {
  return leavingFor ? { 'aria-busy': true, inert: true } : {};
}
