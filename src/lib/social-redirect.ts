// The address a provider button opens: the backend's Socialite redirect (README, "Social sign-in").
import type { PublicConfig } from './config';
import { REDIRECT_PARAM, resolveRedirectPath } from './redirects';

interface RedirectOptions {
  /** Where the backend sends the browser back to: kept only when it passes sign-in's open-redirect rules. */
  redirectPath?: unknown;
  /** Connect the provider to the signed-in person instead of signing in. */
  connect?: boolean;
}

/** `{backendUrl}/auth/{provider}/redirect?redirect_path=…[&connect=1]`: Socialite's redirect to the provider. */
export function socialRedirectHref(
  provider: string, config: Pick<PublicConfig, 'backendUrl'>, origin: string, { redirectPath, connect = false }: RedirectOptions = {},
): string {
  const params = new URLSearchParams();
  const target = resolveRedirectPath(redirectPath, config, origin);
  if (target) params.set(REDIRECT_PARAM, target.href);
  if (connect) params.set('connect', '1');
  const query = params.toString();
  return `${config.backendUrl}/auth/${encodeURIComponent(provider)}/redirect${query ? `?${query}` : ''}`;
}
