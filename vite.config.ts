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

export default defineConfig(({ mode }) => {
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      mode === 'demo' ? undefined : dropMockWorker(outDir),
    ],
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? pkg.version),
    },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: { outDir, manifest: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
