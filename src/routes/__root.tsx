import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage, NotFoundPage } from '@/components/error-page';
import { rootGuard } from '@/features/auth/guards';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootGuard,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
