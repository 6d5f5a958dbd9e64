// The shell's account corner: sign in / sign up for visitors, the user menu when signed in. Plain
// elements (it sits in every header, including the light public pages).
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { describeError } from '@/components/error-messages';
import { MenuActionItem, MenuButton } from '@/components/menu-button';
import { landingPath, LOGIN_PATH } from '@/lib/configured-paths';
import { adminPath } from '@/lib/admin-paths';
import { VERIFY_EMAIL_PATH } from '@/lib/redirects';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { endSession } from './session';

export const accountMessages = defineMessages({
  signIn: { id: 'auth.action.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'auth.action.signUp', defaultMessage: 'Sign up' },
  signOut: { id: 'auth.action.signOut', defaultMessage: 'Sign out' },
  dashboard: { id: 'auth.action.dashboard', defaultMessage: 'Dashboard' },
  profile: { id: 'auth.action.profile', defaultMessage: 'Profile' },
  signOutFailed: { id: 'auth.signOut.failed', defaultMessage: 'Sign out failed' },
  signOutStill: { id: 'auth.signOut.stillSignedIn', defaultMessage: 'You are still signed in.' },
  signOutRetry: { id: 'auth.signOut.retry', defaultMessage: 'Try again' },
  close: { id: 'auth.signOut.close', defaultMessage: 'Close' },
});

const accountMenu = defineMessage<{ name: string }>({ id: 'auth.action.accountMenu', defaultMessage: 'Account menu of {name}' });

export function useSignOut() {
  const router = useRouter();
  return async () => {
    if (!(await endSession())) return; // still signed in: the account corner says why
    router.clearCache(); // nothing loaded for the user is shown again from the router's cache
    const from = router.state.location.href;
    await router.navigate({ to: landingPath() });
    // Already there: nothing was loaded, so the page's guards and data run again for a visitor.
    // Elsewhere the navigation has just loaded the landing; again would ask for it twice.
    if (router.state.location.href === from) await router.invalidate();
  };
}

/** "Sign out failed" with the reason, while the user stays visibly signed in. */
function SignOutFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="l-card l-notice">
      <strong>{intl.formatMessage(accountMessages.signOutFailed)}</strong>
      <p>
        {describeError(error, intl)} {intl.formatMessage(accountMessages.signOutStill)}
      </p>
      <button type="button" className="l-button l-button--primary" onClick={onRetry}>
        {intl.formatMessage(accountMessages.signOutRetry)}
      </button>{' '}
      <button type="button" className="l-button" onClick={() => useSession.setState({ signOutError: undefined })}>
        {intl.formatMessage(accountMessages.close)}
      </button>
    </div>
  );
}

/** Typed as a plain string: the dashboard area's prefix comes from the configuration. */

/** `moreItems`: the menu's items of other features (composed by the shell), before Sign out. */
export function AccountActions({ moreItems }: { moreItems?: (close: () => void) => ReactNode } = {}) {
  const intl = useIntl();
  const user = useSession((state) => state.user);
  const signOutError = useSession((state) => state.signOutError);
  const registration = useFeature(FEATURES.registration);
  const signOut = useSignOut();
  // An unverified account has no user here (auth/user answers 409) but is signed in: the
  // verify-email page holds its Sign out, so the corner offers no Sign in / Sign up beside it.
  const onVerifyPage = useRouterState({ select: (state) => state.location.pathname === VERIFY_EMAIL_PATH });
  if (user === undefined) return null;
  if (user === null) {
    if (onVerifyPage) return null;
    return (
      <>
        <Link className="l-button l-button--primary" to={LOGIN_PATH}>
          {intl.formatMessage(accountMessages.signIn)}
        </Link>
        {registration && (
          <Link className="l-button" to="/sign-up">
            {intl.formatMessage(accountMessages.signUp)}
          </Link>
        )}
      </>
    );
  }
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <>
      {signOutError !== undefined && <SignOutFailure error={signOutError} onRetry={() => void signOut()} />}
      <MenuButton label={name} ariaLabel={intl.formatMessage(accountMenu, { name })}>
        {(close) => (
          <>
            {(['dashboard', 'profile'] as const).map((page) => (
              <li key={page}>
                <Link className="l-menu__item" to={adminPath(`/${page}`)} onClick={close}>
                  {intl.formatMessage(accountMessages[page])}
                </Link>
              </li>
            ))}
            {moreItems?.(close)}
            <li role="separator" className="l-menu__separator" />
            <MenuActionItem close={close} onSelect={() => void signOut()}>
              {intl.formatMessage(accountMessages.signOut)}
            </MenuActionItem>
          </>
        )}
      </MenuButton>
    </>
  );
}
