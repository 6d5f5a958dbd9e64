import { afterEach, describe, expect, it } from 'vitest';
import { scrollYAtLastScroll } from './scroll-position';

describe('scrollYAtLastScroll', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

  it('follows the window’s scroll events', () => {
    Object.defineProperty(window, 'scrollY', { value: 320, configurable: true });
    expect(scrollYAtLastScroll()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(scrollYAtLastScroll()).toBe(320);
  });
});
