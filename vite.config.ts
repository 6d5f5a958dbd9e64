/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/** Build-time configuration defaults (VITE_*; config.json overrides them at run time). */
function setBuildEnv(mode: string): void {
  process.env.VITE_APP_VERSION ??= pkg.version;
  if (mode !== 'demo') return;
  // The offline demo: its mock backend is on the page's own origin, so only the look is set here.
  process.env.VITE_PROJECT_NAME ??= 'Lunch';
  process.env.VITE_PROJECT_DESCRIPTION ??= 'Daily menus from the restaurants around you, ordered together.';
  process.env.VITE_AUTHENTICATION_REDIRECTS ??= JSON.stringify({ super_admin: '/admin/dashboard', admin: '/admin/dashboard', default: '/' });
}

export default defineConfig(({ mode }) => {
  setBuildEnv(mode);
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      mode === 'demo' ? undefined : dropMockWorker(outDir),
    ],
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: { outDir, manifest: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
    },
  };
});
