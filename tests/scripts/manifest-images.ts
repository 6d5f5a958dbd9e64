// The web app manifests' pictures, drawn from the app itself: the install dialog's screenshots
// (the landing, wide and narrow, in each language) and the 192 px maskable icon (the 512 px one
// scaled). Run after `npm run build:demo` when the landing's look changes:
//   tsx tests/scripts/manifest-images.ts
import { chromium } from '@playwright/test';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { startStaticServer } from './serve-static';

const SIZES = { wide: { width: 1280, height: 800 }, narrow: { width: 390, height: 844 } } as const;

const server = await startStaticServer({ dir: 'dist-demo', port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  await mkdir('public/screenshots', { recursive: true });
  for (const locale of ['en', 'fr'] as const) {
    for (const [form, viewport] of Object.entries(SIZES)) {
      const page = await browser.newPage({ viewport, locale });
      await page.goto(`${server.url}${locale === 'fr' ? '/fr/' : '/'}`);
      await page.getByRole('article').nth(2).waitFor();
      await page.waitForTimeout(1500); // the menus' pictures
      await page.screenshot({ path: `public/screenshots/landing-${form}.${locale}.jpg`, type: 'jpeg', quality: 70 });
      await page.close();
    }
  }
  const icon = `data:image/png;base64,${(await readFile('public/pwa-maskable-512.png')).toString('base64')}`;
  const page = await browser.newPage({ viewport: { width: 192, height: 192 } });
  await page.setContent(`<body style="margin:0"><img src="${icon}" width="192" height="192" style="display:block">`);
  await writeFile('public/pwa-maskable-192.png', await page.screenshot({ type: 'png' }));
} finally {
  await browser.close();
  await server.close();
}
