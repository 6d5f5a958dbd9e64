import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { sessionReady } from '@/features/auth/session';
import { localeRewrite } from '@/features/locale/locale-prefix';
import type { PublicConfig } from '@/lib/config';
import { routeTree } from './routeTree.gen';

export function createAppRouter(config: PublicConfig, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { config, sessionReady },
    rewrite: localeRewrite,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
