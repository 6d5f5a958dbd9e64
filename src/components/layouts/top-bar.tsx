// The bar above public and auth pages: the project name (home link) and the shell's actions.
// Plain elements, so the light public pages carry no antd.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getConfig } from '@/lib/config';
import { landingPath } from '@/lib/configured-paths';
import { HeaderActions } from './header-actions';

/** The project's name, linking to the configured landing: the top bar's, and the admin area's. */
export function HomeLink() {
  return (
    <Link to={landingPath()} className="l-top-bar__home">
      {getConfig().projectName}
    </Link>
  );
}

/** `pinned`: the actions that stay in the bar on a phone too (the cart); `actions` fold there. */
export function TopBar({ actions, pinned }: { actions?: ReactNode; pinned?: ReactNode }) {
  return (
    <header className="l-top-bar">
      <HomeLink />
      <HeaderActions pinned={pinned}>{actions}</HeaderActions>
    </header>
  );
}
