// UI state: locale of this visit and the colour mode (the user's choice is stored locally).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, type LanguageCode } from '@/lib/locale';

export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODE_STORAGE_KEY = 'lunch-color-mode';

interface UiState {
  /** Light at start (spec §4) until the user picks another mode. */
  colorMode: ColorMode;
  /** The mode in effect (a route's forced mode, else the choice, 'system' resolved); set by the app. */
  effectiveMode: 'light' | 'dark';
  locale: LanguageCode;
  setColorMode: (mode: ColorMode) => void;
  setLocale: (locale: LanguageCode) => void;
}

export const useUi = create<UiState>()(
  persist(
    (set) => ({
      colorMode: 'light',
      effectiveMode: 'light',
      locale: DEFAULT_LOCALE,
      setColorMode: (colorMode) => set({ colorMode }),
      setLocale: (locale) => set({ locale }),
    }),
    { name: COLOR_MODE_STORAGE_KEY, partialize: (state) => ({ colorMode: state.colorMode }) },
  ),
);

// A colour mode chosen in another tab (or window) of the app applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) void useUi.persist.rehydrate();
  });
}
