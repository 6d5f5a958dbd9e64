// Keyboard and screen-reader frame of every page (app.tsx draws it before the router's pages):
// the "Skip to content" link, the one polite live region, and focus on the new page's h1 after a
// navigation that changed the path (not on the first load, not when only the query changed, e.g.
// a list's filters, sort or page, nor when the page focused a field of its own), its title announced. In the first load of every page: small.
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LiveRegion, announce } from '../live-region';
import { MAIN_ID, focusMain } from '../main-content';

const skip = defineMessage({ id: 'shell.skipToContent', defaultMessage: 'Skip to content' });

/** `router` when drawn outside RouterProvider. */
export function PageFocus({ router }: { router?: AnyRouter }) {
  const intl = useIntl();
  // The resolved path changes once the new page is drawn and its effects (the title) have run.
  const pathname = useRouterState({ router, select: (state) => state.resolvedLocation?.pathname });
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current && pathname !== shown.current) {
      // A page that put the focus in itself (a form's autofocus field) keeps it; else its h1 gets it.
      const main = document.getElementById(MAIN_ID);
      const active = document.activeElement;
      if (active === main || !main?.contains(active)) focusMain(true);
      announce(document.title);
    }
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
