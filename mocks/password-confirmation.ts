// Laravel's password confirmation as Fortify uses it: `POST auth/user/confirm-password` stamps
// `auth.password_confirmed_at` (Unix seconds) in the session, the `password.confirm` middleware
// (RequirePassword) answers 423 once that stamp is older than `auth.password_timeout`, and Fortify's
// status route says whether it still holds. On the mock's clock, so tests can let it run out.
import { now } from './clock';
import type { SessionRecord, TokenRecord } from './db/auth-records';
import { messageResponse } from './responses';
import type { RouteContext } from './route';

/** config('auth.password_timeout'): Laravel's default, 3 hours. */
export const PASSWORD_TIMEOUT_SECONDS = 10_800;

/** PHP's time(). */
const seconds = () => Math.floor(now().getTime() / 1000);

/** Where the stamp lives: the session, or (the mock's own, for a stateless call) the bearer token. */
function holder(context: RouteContext<'auth'>): SessionRecord | TokenRecord | undefined {
  return context.token ?? context.session;
}

/** ConfirmablePasswordController::store: $request->session()->put('auth.password_confirmed_at', time()). */
export function stampPasswordConfirmed(context: RouteContext<'auth'>): void {
  const target = holder(context);
  if (target) target.password_confirmed_at = seconds();
}

/** Seconds since the last confirmation (time() - session('auth.password_confirmed_at', 0)). */
function sinceConfirmed(context: RouteContext<'auth'>): number {
  return seconds() - (holder(context)?.password_confirmed_at ?? 0);
}

/** ConfirmedPasswordStatusController: confirmed while younger than `seconds` (default the timeout). */
export function isPasswordConfirmed(context: RouteContext<'auth'>, timeout = PASSWORD_TIMEOUT_SECONDS): boolean {
  return sinceConfirmed(context) < timeout;
}

/** RequirePassword for a JSON request: 423 once the confirmation is older than the timeout. */
export function requirePasswordConfirmation(context: RouteContext<'auth'>): void {
  if (sinceConfirmed(context) > PASSWORD_TIMEOUT_SECONDS) {
    throw messageResponse(423, 'Password confirmation required.');
  }
}
