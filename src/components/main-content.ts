// The page's main region (every layout's <main>) and where focus goes when a page comes.
export const MAIN_ID = 'main-content';

/**
 * Focus on the page's h1 (`heading`), else on its main region: the layout's, or a page's own (the
 * root's 404 and error pages have no layout). After a page change the router has set the scroll
 * (restored on Back), so `scroll` is false there.
 */
export function focusMain(heading = false, scroll = true): void {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector('main');
  const target = (heading && main?.querySelector('h1')) || main;
  if (!target) return;
  // Focusable by script only (a page's own h1 or main may not say so).
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: !scroll });
}

/** Focus on the page's h1 (see focusMain). */
export const focusPageHeading = (scroll = false) => focusMain(true, scroll);
