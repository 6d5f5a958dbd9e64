import { composeRewrites, createRouter, type LocationRewrite, type RouterHistory } from '@tanstack/react-router';
import { sessionReady } from '@/features/auth/session';
import { localeRewrite } from '@/features/locale/locale-prefix';
import type { PublicConfig } from '@/lib/config';
import { toConfiguredPath, toTreePath } from '@/lib/configured-paths';
import { routeTree } from './routeTree.gen';

/** The configured sign-in page and dashboard area ↔ the route tree's /login and /admin. */
function configuredPaths(config: PublicConfig): LocationRewrite {
  return {
    input: ({ url }) => {
      url.pathname = toTreePath(url.pathname, config);
      return url;
    },
    output: ({ url }) => {
      url.pathname = toConfiguredPath(url.pathname, config);
      return url;
    },
  };
}

export function createAppRouter(config: PublicConfig, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { config, sessionReady },
    // In: the locale prefix goes, then the configured paths; out: the other way round.
    rewrite: composeRewrites([localeRewrite, configuredPaths(config)]),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code (layouts and page components) of the routes the current address
 * matches, ahead of the router's own load. A failure is left for that load to report.
 */
export function preloadRouteCode(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
