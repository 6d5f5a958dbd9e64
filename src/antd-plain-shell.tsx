// antd's providers (theme for the colour mode in effect, locale), and the sign-in pages' shell: the
// same root element and text style as AntdShell's antd App, without the App (its message,
// notification and modal hooks: ~25 kB gzip the sign-in pages never use).
import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider, theme } from 'antd';
// Where antd's components read their theme's CSS-variable class (what AntApp puts on its root).
import { DesignTokenContext } from 'antd/es/theme/internal';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocaleResources } from '@/features/locale/locale-resources';
import { useReducedMotion } from '@/features/theme/color-mode';
import { rootTextScale } from '@/features/theme/text-scale';
import { themeFor } from '@/features/theme/theme';
import { useUi } from '@/stores/ui';

/** The root element's classes: the colour mode in effect (e2e and styles read them). */
export function useRootClassName(): string {
  return `app-root app-root--${useUi((state) => state.effectiveMode)}`;
}

export function AntdConfig({ children }: { children: ReactNode }) {
  const mode = useUi((state) => state.effectiveMode);
  const antdLocale = useLocaleResources((state) => state.antdLocale);
  const reducedMotion = useReducedMotion();
  const [textScale] = useState(rootTextScale);
  const theme = useMemo(() => themeFor(mode, reducedMotion, textScale), [mode, reducedMotion, textScale]);
  return (
    // With "reduce motion", antd's zooms, slides, transitions and its click ripple (wave) are off.
    <ConfigProvider theme={theme} locale={antdLocale} wave={{ disabled: reducedMotion }}>
      {/* Always rendered, so that turning motion off or on leaves the tree below as it is (theme.ts). */}
      <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
    </ConfigProvider>
  );
}

export function AntdPlainShell({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <PlainRoot className={useRootClassName()}>{children}</PlainRoot>
    </AntdConfig>
  );
}

/**
 * antd App's root element and text style (antd/es/app/style). Inside ConfigProvider: its tokens.
 * Its theme classes (hash, CSS variables) as App's: antd styles the links inside them.
 */
function PlainRoot({ className, children }: { className: string; children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  const cssVarClass = useContext(DesignTokenContext).cssVar?.key;
  const { colorText: color, fontSize, lineHeight, fontFamily } = token;
  return (
    <div className={[className, hashId, cssVarClass].filter(Boolean).join(' ')} style={{ color, fontSize, lineHeight, fontFamily }}>
      {children}
    </div>
  );
}
