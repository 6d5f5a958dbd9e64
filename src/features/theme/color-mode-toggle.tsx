// Light / dark / system: a segmented radio group of plain elements (it sits in every header,
// including the light public pages, so no antd).
import { defineMessages, useIntl } from 'react-intl';
import { useUi, type ColorMode } from '@/stores/ui';

const messages = defineMessages({
  label: { id: 'theme.colorMode.label', defaultMessage: 'Colour mode' },
  light: { id: 'theme.colorMode.light', defaultMessage: 'Light' },
  dark: { id: 'theme.colorMode.dark', defaultMessage: 'Dark' },
  system: { id: 'theme.colorMode.system', defaultMessage: 'System' },
});

/** 16 px outline icons (sun, moon, screen), drawn with currentColor. */
const ICONS: Record<ColorMode, string> = {
  light: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.4 1.4M11.6 11.6 13 13M3 13l1.4-1.4M11.6 4.4 13 3',
  dark: 'M13.5 9.5A5.5 5.5 0 0 1 6.5 2.5a5.5 5.5 0 1 0 7 7z',
  system: 'M2 3h12v8H2zM6 14h4M8 11v3',
};

export function ColorModeToggle() {
  const intl = useIntl();
  const colorMode = useUi((state) => state.colorMode);
  const setColorMode = useUi((state) => state.setColorMode);
  return (
    <fieldset className="l-segmented">
      <legend className="l-visually-hidden">{intl.formatMessage(messages.label)}</legend>
      {(['light', 'dark', 'system'] as const).map((mode) => {
        const label = intl.formatMessage(messages[mode]);
        return (
          <label key={mode} className="l-segmented__option" title={label}>
            <input type="radio" name="color-mode" value={mode} checked={colorMode === mode} onChange={() => setColorMode(mode)} />
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d={ICONS[mode]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="l-visually-hidden">{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
