// Theme tokens that pass WCAG AA contrast (antd's default primary #1677ff does not, 4.1:1).
import { theme, type ThemeConfig } from 'antd';
import { scaledSizes } from './text-scale';

/**
 * antd sizes icon-only buttons' icons with `--ant-button-only-icon-size: inherit`. The same sizes
 * written out (the buttons' own font sizes) look identical and spare jsdom an exponential
 * getComputedStyle walk over such custom properties (jsdom#4330): role queries near a table of
 * edit buttons took tens of seconds in component tests.
 */
const iconOnlyButton = { onlyIconSize: 14, onlyIconSizeSM: 14, onlyIconSizeLG: 16 };

const light: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9', // 5.9:1 on white
    colorPrimaryHover: '#0a4fc2', // hover and active stay above 4.5:1 behind white text
    colorPrimaryActive: '#003eb3',
    colorLink: '#0958d9',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // The plain pages' palette (styles/tokens.css): one light look on every page.
    colorBgLayout: '#f5f7fa',
    colorBorder: '#d0d5dd',
    // Form messages, danger buttons and links, success text need AA contrast too (antd's #ff4d4f
    // is 3.3:1).
    colorError: '#c41d1d', // 5.9:1 on white
    colorSuccess: '#1f6f0b', // 6.3:1
    colorWarning: '#874d00', // 6.8:1
    borderRadius: 8,
  },
  components: {
    Button: iconOnlyButton,
    // The calendar's days outside the month (and disabled days, which keep their grey background):
    // antd's rgba(0, 0, 0, 0.25) is 1.8:1; this is 5.7:1 on white, 5.2:1 on a hovered day.
    DatePicker: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

const dark: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#4096ff',
    colorLink: '#69b1ff',
    colorTextSecondary: 'rgba(255, 255, 255, 0.75)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    // The plain pages' palette (styles/tokens.css), not the algorithm's greys: one dark look on the
    // landing and in the app.
    colorBgLayout: '#0d1117',
    colorBgContainer: '#161b22',
    colorBgElevated: '#1f2630',
    colorBorder: '#3a4350',
    colorBorderSecondary: '#2a313c',
    // The dark algorithm darkens these seeds: #ff7875 → #dc6966 (5.5:1 on #141414), #49aa19 →
    // #419418 (4.8:1), #d89614 → #bb8314 (5.6:1).
    colorError: '#ff7875',
    colorSuccess: '#49aa19',
    colorWarning: '#d89614',
    borderRadius: 8,
  },
  // White on the dark primary is 3:1; black passes (the plain pages do the same: --lunch-on-primary).
  // White on the dark danger button (#dc6966, the delete confirmation's "Delete") is 3.35:1; black 6.3:1.
  // The selected admin menu entry: antd's #3983dc on #213b5b is 3:1; #91caff is 6.6:1.
  // The calendar's days outside the month: antd's is 2.3:1 on the popup's #1f1f1f; this 5.9:1.
  components: {
    Button: { ...iconOnlyButton, primaryColor: '#000000', dangerColor: '#000000' },
    Menu: { itemSelectedColor: '#91caff' },
    // The calendar's chosen day is white on the primary (3:1): black like the buttons.
    DatePicker: { colorTextDisabled: 'rgba(255, 255, 255, 0.55)', colorTextLightSolid: '#000000' },
  },
};

/**
 * "Reduce motion": antd's transitions last no time, as its own `motion: false` would make them. Not
 * `motion: false` itself: the first time it is false, antd wraps the whole tree below its
 * ConfigProvider in a motion provider, which remounts every page (a form loses what was typed);
 * antd-plain-shell.tsx switches its animations off through that provider, always there.
 */
const NO_MOTION = { motionDurationFast: '0s', motionDurationMid: '0s', motionDurationSlow: '0s' };

/**
 * The theme of a colour mode; `reducedMotion` (the user's setting) turns antd's motion off, and
 * `textScale` (the browser's font size over 16 px, text-scale.ts) grows antd's text and controls.
 */
export function themeFor(mode: 'light' | 'dark', reducedMotion = false, textScale = 1): ThemeConfig {
  const base = mode === 'dark' ? dark : light;
  if (!reducedMotion && textScale === 1) return base;
  return { ...base, token: { ...base.token, ...scaledSizes(textScale), ...(reducedMotion ? NO_MOTION : {}) } };
}
