// Social sign-in through the backend's Socialite routes (README, "Social sign-in"): the address a
// provider button opens, and the error codes the backend's callback may come back with.
import type { PublicConfig } from './config';
import { REDIRECT_PARAM, resolveRedirectPath } from './redirects';

export const SOCIAL_ERROR_CODES = ['cancelled', 'email_taken', 'not_allowed', 'registration_closed', 'unverified_email'] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];
/** The query parameters the backend's callback adds on its way back to the frontend. */
export const SOCIAL_ERROR_PARAM = 'social_error';
export const SOCIAL_CONNECTED_PARAM = 'social_connected';

export function isSocialErrorCode(value: unknown): value is SocialErrorCode {
  return typeof value === 'string' && (SOCIAL_ERROR_CODES as readonly string[]).includes(value);
}

/** A driver's name as the contract spells it (SocialProvider.name): nothing else goes into an address. */
export function isProviderName(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9-]+$/.test(value);
}

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
