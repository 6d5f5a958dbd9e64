import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../tests/setup/media-query-list';
import { useEffectiveMode, useReducedMotion } from './color-mode';
import { themeFor } from './theme';

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, () => dark));
}

describe('colour mode', () => {
  it("uses the user's choice, following the system for 'system'", () => {
    prefersDark(true);
    expect(renderHook(() => useEffectiveMode('light', undefined)).result.current).toBe('light');
    expect(renderHook(() => useEffectiveMode('system', undefined)).result.current).toBe('dark');
  });

  it("lets a route force light or dark, but never 'system'", () => {
    prefersDark(false);
    expect(renderHook(() => useEffectiveMode('light', 'dark')).result.current).toBe('dark');
    expect(renderHook(() => useEffectiveMode('dark', 'light')).result.current).toBe('light');
    const forcedSystem = 'system' as unknown as 'light';
    expect(renderHook(() => useEffectiveMode('dark', forcedSystem)).result.current).toBe('dark');
  });
});

describe('reduced motion', () => {
  it("follows the system's setting, and antd's motion goes off with it", () => {
    const matching = (reduce: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, () => reduce && query === '(prefers-reduced-motion: reduce)'));
    matching(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
    matching(false);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
    expect(themeFor('dark', true).token).toMatchObject({ motionDurationFast: '0s', motionDurationMid: '0s', motionDurationSlow: '0s' });
    expect(themeFor('light', false).token?.motionDurationMid).toBeUndefined();
  });
});
