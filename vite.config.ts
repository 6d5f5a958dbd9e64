/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { DEMO_PROJECT } from './build/demo-project.ts';
import { formProviderOnly } from './build/form-provider-only.ts';
import { lowPriorityEntry } from './build/low-priority-entry.ts';
import { precompileMessages } from './build/precompile-messages.ts';
import pkg from './package.json' with { type: 'json' };

const port = Number(process.env.PORT ?? 5173);

/** Production builds must not ship MSW's worker script (public/ is copied into every build). */
function dropMockWorker(outDir: string): Plugin {
  return {
    name: 'lunch:drop-mock-worker',
    apply: 'build',
    async closeBundle() {
      await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The installable, offline-capable production build (never the demo: MSW's worker owns its scope).
 * The app shell is precached; public GETs are network-first with a cached fallback; nothing else
 * of the API — above all no authenticated response — is cached. Registered by src/features/pwa.
 */
function pwa(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: false, // public/manifest.<locale>.webmanifest, switched with the language
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The install dialog's pictures (manifest screenshots) are no part of the offline app.
      globIgnores: ['screenshots/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/sanctum\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The public reads the landing and restaurant pages (and the boot) need. Written inline:
          // workbox copies this function's source into the worker.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && /\/api\/v\d+\/(public\/|features\/tree$|languages\/enabled$|variables\/public$|translations\/catalogue\/)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'lunch-public-api',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('/config.json'),
          handler: 'NetworkFirst',
          options: { cacheName: 'lunch-config', networkTimeoutSeconds: 3, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}

/** Build-time configuration defaults (VITE_*; config.json overrides them at run time). */
function setBuildEnv(mode: string): void {
  process.env.VITE_APP_VERSION ??= pkg.version;
  if (mode !== 'demo') return;
  // The offline demo: its mock backend is on the page's own origin, so only the look is set here.
  process.env.VITE_PROJECT_NAME ??= DEMO_PROJECT.name;
  process.env.VITE_PROJECT_DESCRIPTION ??= DEMO_PROJECT.description;
  process.env.VITE_AUTHENTICATION_REDIRECTS ??= JSON.stringify({ super_admin: '/admin/dashboard', admin: '/admin/dashboard', default: '/' });
}

export default defineConfig(({ mode }) => {
  setBuildEnv(mode);
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        // Not in vitest: there every split piece is one more module to transform, for nothing.
        autoCodeSplitting: mode !== 'test',
        // Loaders too load with their page: the admin pages' loaders hold their resource
        // definitions, which must stay out of the public pages' first load. In the same file as
        // the component (the page needs both): one preload list per page in the entry, not two.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] },
        quoteStyle: 'single',
      }),
      react(),
      precompileMessages(import.meta.dirname),
      formProviderOnly(),
      lowPriorityEntry(),
      mode === 'demo' ? undefined : dropMockWorker(outDir),
      mode === 'demo' ? undefined : pwa(),
    ],
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    // The PWA plugin's module exists only where the plugin runs (not in the demo): the dev server's
    // dependency scan must not try to resolve it, or it fails and pre-bundles nothing.
    optimizeDeps: { exclude: ['virtual:pwa-register'] },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      outDir,
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
      // Every core: vitest's default for a run leaves one out, which on a 2-core machine is one
      // worker for ~190 files while the other core idles.
      maxWorkers: '100%',
    },
  };
});
