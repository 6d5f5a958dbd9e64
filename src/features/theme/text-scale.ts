// The browser's font size setting (16 px unless the user changed it) as a factor for antd's sizes.
// antd sizes its text and controls in px from a few seed tokens, which would ignore that setting
// (WCAG 1.4.4); our own CSS is in rem and follows it already. Read at start: a browser applies a
// changed setting to an open page's rem at once, but antd's styles only on the next load.

/** The root font size every browser ships with, which antd's px sizes assume. */
const DEFAULT_ROOT_PX = 16;

/** The root element's font size over the browser's default: 1.25 for a 20 px setting. */
export function rootTextScale(root: Element = document.documentElement): number {
  const px = Number.parseFloat(getComputedStyle(root).fontSize);
  return Number.isFinite(px) && px > 0 ? px / DEFAULT_ROOT_PX : 1;
}

/**
 * antd's seed sizes of text and controls grown by `scale` (its other sizes derive from them);
 * nothing at the default. Spacing stays: doubled gaps and paddings would crowd out the larger text.
 */
export function scaledSizes(scale: number): { fontSize?: number; controlHeight?: number } {
  if (scale === 1) return {};
  return { fontSize: Math.round(14 * scale), controlHeight: Math.round(32 * scale) };
}
