// Pages without the admin shell: landing, restaurant pages, verify-email. Plain elements (no
// antd): the landing page's first load has a budget (quality.md).
import type { ReactNode } from 'react';
import { MAIN_ID } from '../main-content';
import { AppFooter } from './app-footer';
import { busyWhileLeaving, useNavigationWait } from './navigation-wait';
import { TopBar } from './top-bar';

export function PublicLayout({ actions, pinned, children }: { actions?: ReactNode; pinned?: ReactNode; children: ReactNode }) {
  const wait = useNavigationWait();
  return (
    <div className="l-page">
      <TopBar actions={actions} pinned={pinned} />
      <main id={MAIN_ID} tabIndex={-1} className="l-page__main" {...busyWhileLeaving(wait)}>{children}</main>
      <AppFooter />
    </div>
  );
}
