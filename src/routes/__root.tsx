import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { rootGuard } from '@/features/auth/guards';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootGuard,
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('./-error-pages'), 'RootNotFound'),
  errorComponent: lazyRouteComponent(() => import('./-error-pages'), 'RootError'),
});
