// Boots the real app (real router, real antd, node mock backend) at a path, optionally signed in.
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@/api/auth';
import { resetHttp, setHttpNavigator } from '@/api/http';
import { fetchFeatureTree } from '@/api/settings';
import { resetSession } from '@/features/auth/session';
import { applyLocale } from '@/features/locale/locale-resources';
import { setConfig, type PublicConfig } from '@/lib/config';
import type { Locale } from '@/lib/locale';
import { setFeatureTree } from '@/stores/features';
import { App } from '@/app';
import { createAppRouter } from '@/router';
import { testConfig } from './test-config';

interface Options {
  /** Sign in as this demo account (password "password") before the app starts. */
  as?: string;
  config?: Partial<PublicConfig>;
  locale?: Locale;
}

export async function renderApp(path: string, { as, config: overrides, locale = 'en' }: Options = {}) {
  const config = testConfig(overrides);
  setConfig(config);
  resetHttp();
  resetSession();
  await applyLocale(locale, false);
  setFeatureTree(await fetchFeatureTree());
  if (as) await login({ email: as, password: 'password' });
  const router = createAppRouter(config, createMemoryHistory({ initialEntries: [path] }));
  setHttpNavigator((href) => void router.navigate({ href }));
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { router, user, ...view };
}

/** The router's current in-app address: path + query + hash. */
export function currentHref(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.href;
}
