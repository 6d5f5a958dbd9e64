// Layout checks shared by the small-screen and large-text journeys.
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the window: nothing makes the reader scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${what} at ${widths.window} px is no wider than the window`).toBeLessThanOrEqual(widths.window);
}
