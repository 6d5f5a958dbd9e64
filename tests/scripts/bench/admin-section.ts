// The admin engine's figures (quality.md): the extra JS an admin list page loads after the sign-in
// page (gzip, from the manifest), and how long a 100-row table takes to render and paint once its
// data has arrived (in Chromium against the production build and the mock backend; median of N runs).
import type { Page } from '@playwright/test';
import { launchChromium, signInThroughPage } from './bench-browser';
import { kb, readManifest, firstLoadFiles, FIRST_LOAD_ROUTES } from '../bundle-figures';
import { median } from './lighthouse-section';
import type { BenchContext, BenchRow, BenchSection } from './report';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const adminRoute = (leaf: string) => ['src/routes/__root.tsx', 'src/routes/_app.tsx', `src/routes/_app/admin/${leaf}`];
const ADMIN_LIST_ROUTE = adminRoute('tenants/index.tsx');
/** The dashboard with its figures and its 30-day chart (issue 17: loaded with the dashboard only). */
const DASHBOARD_ROUTE = adminRoute('dashboard.tsx');
const ROWS = 100;

/** The JS a page loads beyond what the sign-in page has loaded already. */
async function extraAdminJs(distDir: string, route: string[]): Promise<{ files: string[]; gzipBytes: number }> {
  const manifest = await readManifest(distDir);
  const login = new Set(firstLoadFiles(manifest, FIRST_LOAD_ROUTES['/login']!).js);
  const files = firstLoadFiles(manifest, route).js.filter((file) => !login.has(file));
  const sizes = await Promise.all(files.map(async (file) => gzipSync(await readFile(join(distDir, file)), { level: 9 }).length));
  return { files, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
}

/** Enough tenants for two 100-row pages, created through the API as the super admin. */
async function seedTenants(page: Page, backendUrl: string): Promise<void> {
  await page.evaluate(
    // No named helpers inside: tsx would wrap them in a __name() the page does not have.
    async ({ api, count }) => {
      const headers = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
      };
      const list = (await (await fetch(`${api}/tenants?per_page=1`, { credentials: 'include', headers })).json()) as { meta?: { total?: number } };
      for (let i = list.meta?.total ?? 0; i < count; i += 1) {
        await fetch(`${api}/tenants`, { method: 'POST', credentials: 'include', headers, body: JSON.stringify({ name: `Bench tenant ${i}` }) });
      }
    },
    { api: `${backendUrl}/api/v1`, count: 2 * ROWS },
  );
}

interface RenderTiming {
  /** To the first painted frame of the new page: its first screen of rows, no longer dimmed. */
  firstScreenMs: number;
  /** To the frame painted once all its rows are in the DOM. */
  allRowsMs: number;
}

/**
 * ms from the list response's last byte (Resource Timing's responseEnd) to painted frames of the
 * 100-row page that `change` asks for, measured in the page: the first frame that shows the new page
 * (other rows than before, no longer under the loading spinner), which is what the user sees, and
 * the frame after its last row is in the DOM (the table draws the rows below the fold just after its
 * first frame). Each stops at a paint, not at the DOM change: the router ending its navigation
 * (spinner off), style, layout and paint all come before the user sees the table.
 */
async function timeNextPage(page: Page, change: () => Promise<void>): Promise<RenderTiming> {
  const measure = page.evaluate(
    // No named helpers inside (see seedTenants).
    (rows) =>
      new Promise<RenderTiming>((resolve, reject) => {
        const rowsBefore = document.querySelectorAll('tbody tr.ant-table-row');
        let firstScreen: number | undefined;
        let firstScreenSeen = false;
        const observer = new MutationObserver(() => {
          const table = document.querySelector('table');
          const body = table?.querySelectorAll('tbody tr.ant-table-row') ?? [];
          const count = body.length;
          // Not shown while the rows are still the old ones (or fewer of them: the table lets those
          // below the window go while the next page loads), or dimmed under the loading spinner.
          const newRows = body[0] !== rowsBefore[0] || count > rowsBefore.length;
          if (!table || !newRows || table.closest('.ant-spin-spinning')) return;
          // rAF runs before the frame's style, layout and paint; a task queued from it runs after.
          if (!firstScreenSeen) {
            firstScreenSeen = true;
            requestAnimationFrame(() => setTimeout(() => (firstScreen = performance.now())));
          }
          if (count < rows) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const allRows = performance.now();
              const list = performance
                .getEntriesByType('resource')
                .filter((entry) => /\/api\/v1\/tenants\?.*per_page=100/.test(entry.name))
                .at(-1) as PerformanceResourceTiming | undefined;
              if (!list) reject(new Error('no resource timing entry for the 100-row list call'));
              // All rows in the first frame: both figures are that frame's.
              else resolve({ firstScreenMs: (firstScreen ?? allRows) - list.responseEnd, allRowsMs: allRows - list.responseEnd });
            }),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
      }),
    ROWS,
  );
  await change();
  return measure;
}

/** A 10-row page, then 100 rows per page (the page size menu). */
async function largerPageSize(page: Page, frontendUrl: string): Promise<RenderTiming> {
  await page.goto(`${frontendUrl}/admin/tenants?per_page=10`);
  await page.getByRole('table').waitFor();
  return timeNextPage(page, async () => {
    await page.getByRole('combobox', { name: /page/i }).or(page.locator('.ant-pagination-options .ant-select')).first().click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('100 / page').click();
  });
}

/** Page 1 of 100 rows, scrolled down to its pager, then page 2: 100 rows replace 100. */
async function nextPageFromPager(page: Page, frontendUrl: string): Promise<RenderTiming> {
  await page.goto(`${frontendUrl}/admin/tenants?per_page=100`);
  await page.locator('tbody tr.ant-table-row').nth(ROWS - 1).waitFor();
  const pageTwo = page.locator('.ant-pagination-item-2');
  await pageTwo.scrollIntoViewIfNeeded();
  return timeNextPage(page, () => pageTwo.click());
}

const medianOf = (timings: RenderTiming[], key: keyof RenderTiming) => median(timings.map((timing) => timing[key]));

export const adminSection: BenchSection = {
  name: 'admin',
  async run({ distDir, frontendUrl, backendUrl, runs }: BenchContext) {
    const extra = await extraAdminJs(distDir, ADMIN_LIST_ROUTE);
    const dashboard = await extraAdminJs(distDir, DASHBOARD_ROUTE);
    const browser = await launchChromium();
    const sizeTimings: RenderTiming[] = [];
    const pagerTimings: RenderTiming[] = [];
    try {
      const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
      await signInThroughPage(page, frontendUrl, 'superadmin@example.com');
      await seedTenants(page, backendUrl);
      for (let run = 0; run < runs; run += 1) {
        sizeTimings.push(await largerPageSize(page, frontendUrl));
        pagerTimings.push(await nextPageFromPager(page, frontendUrl));
      }
    } finally {
      await browser.close();
    }
    const target = '/admin/tenants';
    const rows: BenchRow[] = [
      { metric: 'admin list page: extra JS after sign-in (gzip)', target, value: kb(extra.gzipBytes), unit: 'kB', budget: { max: 250 } },
      { metric: 'dashboard: extra JS after sign-in (gzip)', target: '/admin/dashboard', value: kb(dashboard.gzipBytes), unit: 'kB', budget: { max: 250 } },
      { metric: `${ROWS}-row table page after its data (after 10 rows): first screen painted (median)`, target, value: medianOf(sizeTimings, 'firstScreenMs'), unit: 'ms', budget: { max: 50 } },
      { metric: `${ROWS}-row table page after its data (after 10 rows): all rows painted (median)`, target, value: medianOf(sizeTimings, 'allRowsMs'), unit: 'ms' },
      { metric: `${ROWS}-row table page after its data (page 2, from the pager): first screen painted (median)`, target, value: medianOf(pagerTimings, 'firstScreenMs'), unit: 'ms', budget: { max: 50 } },
      { metric: `${ROWS}-row table page after its data (page 2, from the pager): all rows painted (median)`, target, value: medianOf(pagerTimings, 'allRowsMs'), unit: 'ms' },
    ];
    const round = (timings: RenderTiming[], key: keyof RenderTiming) => timings.map((timing) => Math.round(timing[key]));
    const data = {
      extraJsFiles: extra.files,
      dashboardExtraJsFiles: dashboard.files,
      firstScreenTimingsMs: round(sizeTimings, 'firstScreenMs'),
      allRowsTimingsMs: round(sizeTimings, 'allRowsMs'),
      pageTwoFirstScreenTimingsMs: round(pagerTimings, 'firstScreenMs'),
      pageTwoAllRowsTimingsMs: round(pagerTimings, 'allRowsMs'),
    };
    return { rows, data };
  },
};
