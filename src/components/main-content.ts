// The page's main region (every layout's <main>) and where focus goes when a page comes.
export const MAIN_ID = 'main-content';

/**
 * Focus on the main region (the skip link, which scrolls to it) or, with `heading`, on the page's h1
 * where it is (a new page's scroll is the router's, restored on Back). The region is the layout's,
 * or a page's own: the root's 404 and error pages have no layout.
 */
export function focusMain(heading = false): void {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector('main');
  const target = (heading && main?.querySelector('h1')) || main;
  if (!target) return;
  // Focusable by script only (a page's own h1 or main may not say so).
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: heading });
}
