// Providers: react-intl, antd (theme + locale), the router.
import { RouterProvider, useRouterState } from '@tanstack/react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ChunkErrorNotice } from '@/components/chunk-error-notice';
import { useLocaleResources } from '@/features/locale/locale-resources';
import { themeFor, useEffectiveMode } from '@/features/theme/theme';
import { DEFAULT_LOCALE } from '@/lib/locale';
import { useUi } from '@/stores/ui';
import type { AppRouter } from './router';

export function AppProviders({ forcedMode, children }: { forcedMode?: 'light' | 'dark'; children: ReactNode }) {
  const locale = useUi((state) => state.locale);
  const colorMode = useUi((state) => state.colorMode);
  const { messages, antdLocale } = useLocaleResources();
  const mode = useEffectiveMode(colorMode, forcedMode);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ConfigProvider theme={themeFor(mode)} locale={antdLocale}>
        <AntApp className={`app-root app-root--${mode}`}>{children}</AntApp>
      </ConfigProvider>
    </IntlProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  const forcedMode = useRouterState({
    router,
    select: (state) => state.matches.findLast((match) => match.staticData.colorMode)?.staticData.colorMode,
  });
  return (
    <AppProviders forcedMode={forcedMode}>
      <ChunkErrorNotice />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
