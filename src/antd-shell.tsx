// antd's providers (theme for the colour mode in effect, locale) for the parts of the app drawn
// with antd: the admin and auth layouts, error and startup pages. The public pages (landing,
// restaurant pages) do without antd so their first load stays small (quality.md).
import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useLocaleResources } from '@/features/locale/locale-resources';
import { useReducedMotion } from '@/features/theme/color-mode';
import { themeFor } from '@/features/theme/theme';
import { useUi } from '@/stores/ui';

export function AntdShell({ children }: { children: ReactNode }) {
  const mode = useUi((state) => state.effectiveMode);
  const antdLocale = useLocaleResources((state) => state.antdLocale);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor(mode, reducedMotion), [mode, reducedMotion]);
  return (
    // With "reduce motion", antd's zooms, slides and its click ripple (wave) are off.
    <ConfigProvider theme={theme} locale={antdLocale} wave={{ disabled: reducedMotion }}>
      <AntApp className={`app-root app-root--${mode}`}>{children}</AntApp>
    </ConfigProvider>
  );
}
