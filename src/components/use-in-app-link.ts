// Real links (<a href>, so opening in a new tab works) that navigate inside the app on a plain click.
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** A click the browser would follow in place (main button, no modifier): the app navigates instead. */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * The href the router builds for `to` and its `search` (locale prefix included) and a click handler
 * that navigates to it.
 */
export function useInAppLink(to: string, search?: Record<string, unknown>) {
  const router = useRouter();
  const href = router.buildLocation({ to, search: search as never }).publicHref;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ to, search: search as never });
  };
  return { router, href, onClick };
}
