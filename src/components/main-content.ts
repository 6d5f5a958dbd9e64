// The page's main region (every layout's <main>) and where focus goes when a page comes.
export const MAIN_ID = 'main-content';

/** Makes `element` focusable by script only (a page's own h1, a status page's main), and focuses it. */
function focusByScript(element: HTMLElement, scroll: boolean): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: !scroll });
}

/** The layout's main region, or a page's own (the root's 404 and error pages have no layout). */
const mainRegion = () => document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');

/** The skip link's target. */
export function focusMain(): void {
  const main = mainRegion();
  if (main) focusByScript(main, true);
}

/**
 * Focus on the page's h1 (or its main region when it has none). After a page change the router has
 * set the scroll (restored on Back), so `scroll` is false there.
 */
export function focusPageHeading({ scroll = false } = {}): void {
  const main = mainRegion();
  const target = main?.querySelector('h1') ?? main;
  if (target) focusByScript(target, scroll);
}
