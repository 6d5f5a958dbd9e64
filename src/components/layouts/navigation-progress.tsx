// The top progress bar of a navigation that waits (every layout: it sits at the app's root).
// Plain elements; its look is in index.html's style, shared with the bar shown while the app starts.
import { useRouterState } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';
import type { AnyRouter } from '@tanstack/react-router';
import { NAVIGATION_WAIT_MS, useDelayedFlag } from './navigation-wait';

export const progressMessages = defineMessages({
  loadingPage: { id: 'shell.loadingPage', defaultMessage: 'Loading the page' },
});

/** `router` when drawn outside RouterProvider (app.tsx draws it beside it). */
export function NavigationProgress({ router }: { router?: AnyRouter }) {
  const intl = useIntl();
  const pending = useRouterState({ router, select: (state) => state.status === 'pending' });
  const shown = useDelayedFlag(pending, NAVIGATION_WAIT_MS);
  if (!shown) return null;
  return (
    <div className="l-progress" role="progressbar" aria-label={intl.formatMessage(progressMessages.loadingPage)}>
      <span className="l-progress__bar" />
    </div>
  );
}
