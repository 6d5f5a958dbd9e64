// A CSS media query followed from React, and the narrow-screen width the stylesheets also use.
import { useSyncExternalStore } from 'react';

/** A phone: the width below which the header folds its actions (shell.css) and lists fold columns. */
export const NARROW_SCREEN = '(max-width: 40rem)';

/** Whether a media query matches, followed live. */
export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(media).matches,
  );
}
