// Keyboard and screen-reader frame of every page (app.tsx draws it before the router's pages):
// the "Skip to content" link, the one polite live region, and after a navigation that changed the
// path (not on the first load, not when only the query changed: a list's filters, sort or page) the
// new page's focus and title (page-change.ts). In the first load of every page: small.
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LiveRegion } from '../live-region';
import { MAIN_ID, focusMain } from '../main-content';

const skip = defineMessage({ id: 'shell.skipToContent', defaultMessage: 'Skip to content' });

/** `router` when drawn outside RouterProvider. */
export function PageFocus({ router }: { router?: AnyRouter }) {
  const intl = useIntl();
  // The resolved path changes once the new page is drawn and its effects (the title) have run.
  const pathname = useRouterState({ router, select: (state) => state.resolvedLocation?.pathname });
  const shown = useRef(pathname);
  useEffect(() => {
    // Its code comes with the first navigation, not in the first load.
    if (shown.current && pathname !== shown.current) void import('./page-change').then((module) => module.pageChanged(), () => undefined);
    shown.current = pathname;
  }, [pathname]);
  return (
    <>
      <a
        className="l-skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus (which scrolls to it), not the address's hash: the router would take it for a navigation.
          event.preventDefault();
          focusMain();
        }}
      >
        {intl.formatMessage(skip)}
      </a>
      <LiveRegion />
    </>
  );
}
