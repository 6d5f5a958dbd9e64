// Read-only: every route of spec §2 opens for each account — the page itself, a 404, or where the
// app's guard sends the account — with no error page, no console error, and no axe violation. The
// outcome is noted on each test in the report ("shown", "404 page", "redirected to …").
import { expectNoAxeViolations } from '../e2e/support/fixtures';
import { expect, test } from './fixtures';
import { fillRoute, QA_ROUTES } from './routes';

/** The app's error pages other than 404: a crash, a 5xx, a network failure (components/error-page.tsx). */
const ERROR_PAGE = '.status-page .ant-result-500, .status-page .ant-result-warning, .status-page .ant-result-error';

for (const template of QA_ROUTES) {
  test(`route ${template}`, async ({ page, session, consoleErrors }, testInfo) => {
    const filled = fillRoute(template, session.samples);
    if ('missing' in filled) {
      test.skip(true, `no ${filled.missing.join(', ')} this account can list`);
      return;
    }
    await page.goto(filled.path);
    await page.waitForLoadState('networkidle');
    // Settled: every page, the status pages included, has its h1 once loaded.
    await expect(page.locator('h1').first()).toBeVisible();

    const landed = new URL(page.url());
    const notFound = (await page.locator('.status-page .ant-result-404').count()) > 0;
    const outcome = notFound ? '404 page' : landed.pathname === filled.path ? 'shown' : `redirected to ${landed.pathname}${landed.search}`;
    testInfo.annotations.push({ type: 'outcome', description: `${filled.path}: ${outcome}` });

    await expect(page.locator(ERROR_PAGE), 'no error page').toHaveCount(0);
    expect(consoleErrors, 'no console error').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
