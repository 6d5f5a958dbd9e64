// The bar above public and auth pages: the project name (home link) and the shell's actions.
// Plain elements, so the light public pages carry no antd.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getConfig } from '@/lib/config';
import { landingPath } from '@/lib/configured-paths';
import { HeaderActions } from './header-actions';

export function TopBar({ actions }: { actions?: ReactNode }) {
  const { projectName } = getConfig();
  return (
    <header className="l-top-bar">
      <Link to={landingPath()} className="l-top-bar__home">
        {projectName}
      </Link>
      <HeaderActions>{actions}</HeaderActions>
    </header>
  );
}
