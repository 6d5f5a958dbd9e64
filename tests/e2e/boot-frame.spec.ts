// The landing's first frame, drawn from the HTML (public/config-request.js) before the app's code
// has run: the entry file's request is held to see it, then let go to see the app take its place.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

const DESCRIPTION = 'Daily menus from the restaurants around you, ordered together.';

/**
 * Holds the entry file's request (the module index.html loads) until the returned function is
 * called. Pages are opened with waitUntil 'commit': their load (and DOMContentLoaded) waits for it.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const frame = (page: Page) => page.locator('#boot-frame');

test.describe('@prod-only boot frame', () => {
  // On a phone the header's actions wrap onto rows of their own below the project's name, which the
  // frame cannot know of (they depend on the features and the language): there the page's title
  // lands lower than the frame's. On a screen where they fit beside the name, nothing moves.
  for (const { viewport, samePlace } of [
    { viewport: { width: 1280, height: 720 }, samePlace: true },
    { viewport: { width: 412, height: 823 }, samePlace: false }, // Lighthouse's phone
  ]) {
    test(`the landing is drawn before the app's code runs, and the app takes its place (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const release = await holdEntry(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(frame(page)).toBeVisible();
      // A picture of the page for the eye (aria-hidden): found by its elements, not by role.
      await expect(frame(page).locator('h1')).toHaveText('Lunch');
      await expect(frame(page).getByText(DESCRIPTION)).toBeVisible();
      const before = await frame(page).locator('h1').boundingBox();
      const introBefore = await frame(page).getByText(DESCRIPTION).boundingBox();

      release();
      await expect(page.getByRole('heading', { name: /^Menus for / })).toBeVisible();
      await expect(frame(page)).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByText(DESCRIPTION)).toHaveCount(1);
      const after = await page.getByRole('heading', { level: 1, name: 'Lunch' }).boundingBox();
      const introAfter = await page.getByText(DESCRIPTION).boundingBox();
      if (samePlace) {
        expect(after).toEqual(before);
        expect(introAfter).toEqual(introBefore);
      } else {
        // Same font, size and wrapping: only the header's height differs.
        expect({ ...after, y: 0 }).toEqual({ ...before, y: 0 });
        expect({ ...introAfter, y: 0 }).toEqual({ ...introBefore, y: 0 });
      }
    });
  }

  test('the French landing is drawn too; the sign-in page and a switched-off landing draw nothing', async ({ page, backendUrl }) => {
    let release = await holdEntry(page);
    await page.goto('/fr/', { waitUntil: 'commit' });
    await expect(frame(page).getByText(DESCRIPTION)).toBeVisible();
    release();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release = await holdEntry(page);
    // The feature tree's answer arrives before the entry file: once it is in, the decision is made.
    const tree = page.waitForResponse(`${backendUrl}/api/v1/features/tree`);
    await page.goto('/login', { waitUntil: 'commit' });
    await tree;
    await expect(page.locator('#boot-progress')).toBeVisible();
    await expect(frame(page)).toBeHidden();
    release();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(`${backendUrl}/api/v1/features/tree`, async (route) => {
      const answer = await route.fetch();
      type Node = { name: string; enabled: boolean; children?: Node[] };
      const off = (nodes: Node[]): Node[] =>
        nodes.map((node) => (node.name === 'landing-page' ? { ...node, enabled: false, children: [] } : { ...node, children: off(node.children ?? []) }));
      const body = (await answer.json()) as { data: Node[] };
      await route.fulfill({ response: answer, json: { data: off(body.data) } });
    });
    release = await holdEntry(page);
    const offTree = page.waitForResponse(`${backendUrl}/api/v1/features/tree`);
    await page.goto('/', { waitUntil: 'commit' });
    await offTree;
    await expect(frame(page)).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/login$/);
  });
});
