// antd's sizes follow the browser's font size setting (issue 22, WCAG 1.4.4).
import { afterEach, describe, expect, it } from 'vitest';
import { rootTextScale, scaledSizes } from './text-scale';
import { themeFor } from './theme';

afterEach(() => {
  document.documentElement.style.fontSize = '';
});

describe('rootTextScale', () => {
  it('is the root font size over 16 px', () => {
    document.documentElement.style.fontSize = '32px';
    expect(rootTextScale()).toBe(2);
    document.documentElement.style.fontSize = '20px';
    expect(rootTextScale()).toBe(1.25);
  });

  it('is 1 where the size is no length (jsdom keeps the keyword)', () => {
    document.documentElement.style.fontSize = 'medium';
    expect(getComputedStyle(document.documentElement).fontSize).toBe('medium');
    expect(rootTextScale()).toBe(1);
  });
});

describe('scaledSizes', () => {
  it("grows antd's text and control height together", () => {
    expect(scaledSizes(2)).toEqual({ fontSize: 28, controlHeight: 64 });
    expect(scaledSizes(1.25)).toEqual({ fontSize: 18, controlHeight: 40 });
  });

  it('leaves the theme as it is at the default size', () => {
    expect(scaledSizes(1)).toEqual({});
    expect(themeFor('light', false, 1)).toBe(themeFor('light'));
  });

  it('reaches the theme in both colour modes, beside reduced motion', () => {
    expect(themeFor('dark', true, 2).token).toMatchObject({ fontSize: 28, motionDurationMid: '0s', colorPrimary: '#4096ff' });
    expect(themeFor('light', false, 2).token).toMatchObject({ fontSize: 28, colorPrimary: '#0958d9' });
    expect(themeFor('light', false, 2).token?.motionDurationMid).toBeUndefined();
  });
});
