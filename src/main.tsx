// Boot: locale and runtime configuration, the mock worker in demo mode, the feature tree (and the
// variables, not waited for), render.
// The first page's code and config.json (public/config-request.js) load in parallel with the rest.
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { dropPrimedGets, primeEarlyGet, setHttpNavigator } from '@/api/http';
import { installPasswordGate } from './password-gate-install';
import { fetchFeatureTree } from '@/api/settings';
import { sessionReady } from '@/features/auth/session';
import { primeLandingMenus } from '@/features/landing/prime-menus';
import { startLocale } from '@/features/locale/locale-prefix';
import { fetchCatalogue } from '@/features/locale/catalogue';
import { applyLocale } from '@/features/locale/locale-resources';
import { startVariables } from '@/features/variables/variables-loader';
import { afterPageLoad } from '@/lib/after-paint';
import { loadConfig, setConfig } from '@/lib/config';
import { FEATURES } from '@/lib/feature-tree';
import { bootFrameSettled, takeEarlyRequest } from '@/lib/early-requests';
import { isFeatureOn, setFeatureTree } from '@/stores/features';
import { listenForInstallOffer } from '@/stores/install-offer';
import { App, AppProviders } from './app';
import { createAppRouter, preloadRouteCode } from './router';

// A chunk that fails to load is reported where it was needed (spec §8): a lazy part in its own
// place (components/lazy-part.tsx), a page by the route's error page. Vite's 'vite:preloadError'
// is left alone: it also fires for a mere preload (a pointer over the cart button or a link), and
// turning it into an app-wide notice replaced pages that had not failed.

/**
 * index.html's progress bar, shown from the first byte until the first page (or the failure page)
 * is drawn, and the landing's first frame (public/config-request.js), laid over the page until then.
 */
function endBootProgress(): void {
  document.getElementById('boot-progress')?.remove();
  document.getElementById('boot-frame')?.remove();
}

let offlineWorkerStarted = false;

/** The production build's PWA worker, once (not in demo mode: MSW's worker owns the scope). */
function startOfflineWorker(): void {
  if (offlineWorkerStarted || !import.meta.env.PROD || import.meta.env.MODE === 'demo') return;
  offlineWorkerStarted = true;
  void import('@/features/pwa/register-pwa').then(({ registerPwa }) => registerPwa());
}

async function start(root: Root): Promise<void> {
  const { locale, fromPrefix } = startLocale(window.location.pathname, navigator.languages);
  let configured = false;
  try {
    // The catalogue and config.json load side by side; both are in before anything renders, so
    // even the failure page speaks the visit's language.
    const configRead = loadConfig(import.meta.env, import.meta.env.BASE_URL, window.location.origin);
    const localeApplied = applyLocale(locale, fromPrefix);
    await Promise.allSettled([configRead, localeApplied]);
    await localeApplied;
    const config = await configRead;
    setConfig(config);
    configured = true;
    if (import.meta.env.MODE === 'demo') {
      const { startMockWorker } = await import('../mocks/browser');
      await startMockWorker();
    }
    void sessionReady(); // runs beside the feature tree; guards await it
    // The variables the app reads load beside it too, and again when the tenant changes; nothing waits for them.
    startVariables();
    // The feature tree public/config-request.js asked for while this code downloaded (not in the
    // demo: its backend is the mock worker, started just above).
    const earlyFeatureTree = takeEarlyRequest('lunchFeatureTreeRequest');
    if (earlyFeatureTree && import.meta.env.MODE !== 'demo') primeEarlyGet('features/tree', earlyFeatureTree);
    const featureTree = fetchFeatureTree();
    // The backend's wordings load beside the tree, and are laid over the bundled ones if it says
    // localization is on: the first page already reads as the admin last worded it.
    const catalogue = fetchCatalogue(locale);
    primeLandingMenus(window.location);
    // One task's pause lets those requests leave before the router's set-up holds the main thread.
    await new Promise((resolve) => setTimeout(resolve));
    // On the landing, its first frame is painted before that set-up and the first page's code
    // (which the app needs the feature tree for anyway, and the frame waits for the same tree).
    await bootFrameSettled();
    const router = createAppRouter(config);
    // The first page's code downloads while the feature tree loads.
    preloadRouteCode(router);
    // Nothing renders before the flags are known: no page or control of a disabled feature shows.
    setFeatureTree(await featureTree);
    if (isFeatureOn(FEATURES.localization)) await applyLocale(locale, fromPrefix, catalogue);
    setHttpNavigator((path) => void router.navigate({ href: path }));
    installPasswordGate();
    // The page's loaders (the landing's menus request) start now, not after React's first render;
    // RouterProvider joins this load instead of starting another.
    void router.load();
    // The offline worker is no part of the first page: its code loads once that page is drawn.
    const stopWaiting = router.subscribe('onRendered', () => {
      stopWaiting();
      endBootProgress();
      dropPrimedGets();
      afterPageLoad(startOfflineWorker);
      // The unread count on the installed app's icon, where the browser has app badges.
      if ('setAppBadge' in navigator) afterPageLoad(() => void import('@/features/desktop-app/app-badge').then(({ startAppBadge }) => startAppBadge()));
    });
    // A transition renders in slices, so the first render holds no long task of its own.
    startTransition(() => root.render(<App router={router} />));
  } catch (error) {
    // The worker needs no backend: a valid configuration is enough to set it up.
    if (configured) startOfflineWorker();
    // antd and the failure page load only when the app cannot start.
    const [{ AntdShell }, { StartupFailure }] = await Promise.all([import('./antd-shell'), import('@/components/startup-failure')]);
    root.render(
      <AppProviders>
        <AntdShell>
          <StartupFailure error={error} onRetry={() => void start(root)} />
        </AntdShell>
      </AppProviders>,
    );
    endBootProgress();
  }
}

// The browser's install offer can come before anything else is ready (desktop-app feature).
listenForInstallOffer();
void start(createRoot(document.getElementById('root')!));
