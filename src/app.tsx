// Providers: react-intl and the router; the colour mode in effect is published to <html
// data-color-mode> (the CSS tokens) and to the UI store (antd's theme, see antd-shell.tsx).
import { RouterProvider, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { PageFocus } from '@/components/layouts/page-focus';
import { useLocaleResources } from '@/features/locale/locale-resources';
import { PwaNotices } from '@/features/pwa/pwa-notices';
import { useEffectiveMode } from '@/features/theme/color-mode';
import { DEFAULT_LOCALE } from '@/lib/locale';
import { useUi } from '@/stores/ui';
import type { AppRouter } from './router';
import '@/styles/tokens.css';
import '@/styles/controls.css';
import '@/styles/shell.css';

/**
 * A language the app does not bundle (worded by the backend) lacks most messages: they fall back
 * to the English in the code, which is the intended fallback, not an error to report.
 */
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
};

export function AppProviders({ forcedMode, children }: { forcedMode?: 'light' | 'dark'; children: ReactNode }) {
  const locale = useUi((state) => state.locale);
  const colorMode = useUi((state) => state.colorMode);
  const messages = useLocaleResources((state) => state.messages);
  const mode = useEffectiveMode(colorMode, forcedMode);
  useEffect(() => {
    document.documentElement.dataset.colorMode = mode;
    useUi.setState({ effectiveMode: mode });
  }, [mode]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      {children}
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
      <PageFocus router={router} />
      <NavigationProgress router={router} />
      <PwaNotices />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
