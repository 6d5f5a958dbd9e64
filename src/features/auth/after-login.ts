// Where a signed-in user goes: redirect_path when safe, else the role's landing path.
import type { User } from '@/api/models';
import { browserLocation } from '@/lib/browser';
import type { PublicConfig } from '@/lib/config';
import { API_REDIRECT_DELAY_MS, resolveRedirectPath, roleRedirectPath } from '@/lib/redirects';

/**
 * Returns the in-app path to go to. A backend API address is opened as a link and the
 * app goes to / after a second (spec §4); then `goHome` is called and undefined returned.
 */
export function targetAfterLogin(
  user: User,
  redirectPath: unknown,
  config: PublicConfig,
  goHome: () => void,
): string | undefined {
  const target = resolveRedirectPath(redirectPath, config, window.location.origin);
  if (target?.kind === 'backend') {
    browserLocation.assign(target.href);
    setTimeout(goHome, API_REDIRECT_DELAY_MS);
    return undefined;
  }
  return target?.href ?? roleRedirectPath(user, config);
}
