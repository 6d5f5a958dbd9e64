// The window's vertical scroll position as of its last scroll event. Reading `window.scrollY` makes
// the browser lay out a changed page first; code that runs while the page is changing (a render)
// reads this instead.
let lastScrollY = typeof window === 'undefined' ? 0 : window.scrollY;

if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      lastScrollY = window.scrollY;
    },
    { passive: true },
  );
}

export function scrollYAtLastScroll(): number {
  return lastScrollY;
}

/** Scrolls the window to its top, known at once (its scroll event comes only with the next frame). */
export function scrollWindowToTop(): void {
  window.scrollTo(0, 0);
  lastScrollY = 0;
}
