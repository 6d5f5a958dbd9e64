// Boot: locale, runtime configuration, the mock worker in demo mode, the feature tree, render.
import { createRoot, type Root } from 'react-dom/client';
import { setHttpNavigator } from '@/api/http';
import { fetchFeatureTree } from '@/api/settings';
import { CHUNK_ERROR_EVENT } from '@/components/chunk-error-notice';
import { sessionReady } from '@/features/auth/session';
import { startLocale } from '@/features/locale/locale-prefix';
import { applyLocale } from '@/features/locale/locale-resources';
import { loadConfig, setConfig } from '@/lib/config';
import { setFeatureTree } from '@/stores/features';
import { App, AppProviders } from './app';
import { createAppRouter } from './router';

/** Vite reports a chunk that failed to load; the app turns it into one event (spec §8). */
window.addEventListener('vite:preloadError', () => window.dispatchEvent(new Event(CHUNK_ERROR_EVENT)));

async function start(root: Root): Promise<void> {
  const { locale, fromPrefix } = startLocale(window.location.pathname, navigator.languages);
  await applyLocale(locale, fromPrefix);
  try {
    const config = await loadConfig(import.meta.env, import.meta.env.BASE_URL, window.location.origin);
    setConfig(config);
    if (import.meta.env.MODE === 'demo') {
      const { startMockWorker } = await import('../mocks/browser');
      await startMockWorker();
    } else if (import.meta.env.PROD) {
      void import('@/features/pwa/register-pwa').then(({ registerPwa }) => registerPwa());
    }
    void sessionReady(); // runs beside the feature tree; guards await it
    setFeatureTree(await fetchFeatureTree());
    const router = createAppRouter(config);
    setHttpNavigator((path) => void router.navigate({ href: path }));
    root.render(<App router={router} />);
  } catch (error) {
    // antd and the failure page load only when the app cannot start.
    const [{ AntdShell }, { StartupFailure }] = await Promise.all([import('./antd-shell'), import('@/components/startup-failure')]);
    root.render(
      <AppProviders>
        <AntdShell>
          <StartupFailure error={error} onRetry={() => void start(root)} />
        </AntdShell>
      </AppProviders>,
    );
  }
}

void start(createRoot(document.getElementById('root')!));
