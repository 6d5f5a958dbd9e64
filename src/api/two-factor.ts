// Fortify's two-factor challenge: its own module, so that only the sign-in page's two-factor step,
// loaded when a sign-in asks for a code, carries it.
import { call, type BodyFor } from './client';

/**
 * Fortify's second step of a session sign-in: the code of the authenticator app or a recovery code,
 * for the login the session keeps pending (204). A 419 is not retried with a new session (it would
 * hold no pending login): it means the session, and the pending login with it, is gone.
 */
export function twoFactorChallenge(body: BodyFor<'/auth/two-factor-challenge', 'POST'>) {
  return call('POST', '/auth/two-factor-challenge', { body, skipAuthRedirect: true, sameSession: true });
}
