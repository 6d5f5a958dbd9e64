// Boots the real app (real router, real antd, node mock backend) at a path, optionally signed in.
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, requestToken } from '@/api/auth';
import { resetHttp, setHttpNavigator } from '@/api/http';
import { fetchFeatureTree } from '@/api/settings';
import { resetSession, sessionReady } from '@/features/auth/session';
import { applyLocale } from '@/features/locale/locale-resources';
import { writeAuthToken } from '@/lib/auth-token';
import { setConfig, type PublicConfig } from '@/lib/config';
import { fetchCatalogue } from '@/features/locale/catalogue';
import { FEATURES } from '@/lib/feature-tree';
import type { LanguageCode } from '@/lib/locale';
import { startVariables, stopVariables } from '@/features/variables/variables-loader';
import { isFeatureOn, setFeatureTree } from '@/stores/features';
import { forgetPasswordConfirmation } from '@/stores/password-confirmation';
import { setVariables } from '@/stores/variables';
import { App } from '@/app';
import { installPasswordGate } from '@/password-gate-install';
import { unmountPasswordDialog } from '@/password-prompt';
import { createAppRouter } from '@/router';
import { testConfig } from './test-config';

interface Options {
  /** Sign in as this demo account (password "password") before the app starts: with a token in token mode. */
  as?: string;
  config?: Partial<PublicConfig>;
  locale?: LanguageCode;
  /** Lay the backend's catalogue over the bundled messages, as src/main.tsx does at start. */
  catalogue?: boolean;
  /** Load the variables the app reads, as src/main.tsx does at start (with the session beside them); else none are known. */
  variables?: boolean;
}

export async function renderApp(path: string, { as, config: overrides, locale = 'en', catalogue = false, variables = false }: Options = {}) {
  const config = testConfig(overrides);
  setConfig(config);
  resetHttp();
  forgetPasswordConfirmation();
  unmountPasswordDialog();
  resetSession();
  await applyLocale(locale, false);
  setFeatureTree(await fetchFeatureTree());
  if (catalogue && isFeatureOn(FEATURES.localization)) await applyLocale(locale, false, fetchCatalogue(locale));
  if (as && config.authenticateWithToken) writeAuthToken(await requestToken({ email: as, password: 'password', device_name: 'vitest' }));
  else if (as) await login({ email: as, password: 'password' });
  setVariables({});
  if (variables) {
    // As at start: the session is asked for beside them, and its tenant's values follow.
    void sessionReady();
    startVariables();
  } else stopVariables();
  const router = createAppRouter(config, createMemoryHistory({ initialEntries: [path] }));
  setHttpNavigator((href) => void router.navigate({ href }));
  installPasswordGate();
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { router, user, ...view };
}

/** The router's current in-app address: path + query + hash. */
export function currentHref(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.href;
}
