// A window as narrow as a phone for component tests: jsdom has no width, so the app's narrow-screen
// media query is made to match (no other query does: antd's breakpoints stay as without it).
import { vi } from 'vitest';
import { NARROW_SCREEN } from '@/lib/media-query';
import { mediaQueryList } from './media-query-list';

/** Until vi.restoreAllMocks(): window.matchMedia answers like a phone's browser. */
export function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, () => query === NARROW_SCREEN));
}
