// The landing at scale: tomorrow's menus (closed restaurants' too: every menu the API has), from navigation to the frame that paints the cards in
// view and to every card drawn, the longest task while loading and while scrolling to the end, and
// the DOM's size at the end.
import type { Browser } from '@playwright/test';
import { domNodes, longest, longTasks, paintedWhen, recordLongTasks } from './bench-browser';

export interface LandingRun {
  cards: number;
  inViewMs: number;
  allDrawnMs: number;
  longestLoadTaskMs: number;
  longestScrollTaskMs: number;
  domNodes: number;
}

export async function openLanding(browser: Browser, frontendUrl: string, cards: number): Promise<LandingRun> {
  const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  try {
    await recordLongTasks(page);
    await page.goto(`${frontendUrl}/?day=tomorrow&closed=true`);
    const inViewMs = await paintedWhen(page, '.l-menu-grid article');
    const allDrawnMs = await paintedWhen(page, `.l-menu-grid > li:nth-child(${cards})`);
    await page.waitForTimeout(500);
    const loadEnd = await page.evaluate(() => performance.now());
    // Down to the end in wheel steps, as a person would.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(300);
    return {
      cards: await page.locator('.l-menu-grid > li').count(),
      inViewMs,
      allDrawnMs,
      longestLoadTaskMs: longest(await longTasks(page, 0, loadEnd)),
      longestScrollTaskMs: longest(await longTasks(page, loadEnd)),
      domNodes: await domNodes(page),
    };
  } finally {
    await page.close();
  }
}

function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** How many menus the public API offers tomorrow (every one should end up drawn). */
export async function menusTomorrow(backendUrl: string): Promise<number> {
  const answer = (await (await fetch(`${backendUrl}/api/v1/public/menus?date=${tomorrow()}`)).json()) as { data: unknown[] };
  return answer.data.length;
}
