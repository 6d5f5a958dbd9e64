import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowToTop, scrollYAtLastScroll } from './scroll-position';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scrollYAtLastScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    scrollTo(0);
  });

  it('follows the window’s scroll events', () => {
    Object.defineProperty(window, 'scrollY', { value: 320, configurable: true });
    expect(scrollYAtLastScroll()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(scrollYAtLastScroll()).toBe(320);
  });

  it('is 0 as soon as the window is scrolled to its top, before the scroll event', () => {
    scrollTo(900);
    // jsdom does not scroll (the setup stubs scrollTo): what matters is the call, and the position
    // known without a scroll event.
    const windowScroll = vi.spyOn(window, 'scrollTo');
    scrollWindowToTop();
    expect(windowScroll).toHaveBeenCalledWith(0, 0);
    expect(scrollYAtLastScroll()).toBe(0);
  });
});
