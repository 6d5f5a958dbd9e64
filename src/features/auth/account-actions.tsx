// The shell's account corner: sign in / sign up for visitors, the user menu when signed in. Plain
// elements (it sits in every header, including the light public pages).
import { Link, useRouter } from '@tanstack/react-router';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MenuButton } from '@/components/menu-button';
import { getConfig } from '@/lib/config';
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
});

const accountMenu = defineMessage<{ name: string }>({ id: 'auth.action.accountMenu', defaultMessage: 'Account menu of {name}' });

export function useSignOut() {
  const router = useRouter();
  return async () => {
    await endSession();
    await router.navigate({ to: getConfig().landing });
    await router.invalidate();
  };
}

/** Typed as a plain string: the dashboard area's prefix comes from the configuration. */
const dashboardPage = (suffix: string, page: string): string => `${suffix}/${page}`;

export function AccountActions() {
  const intl = useIntl();
  const user = useSession((state) => state.user);
  const registration = useFeature(FEATURES.registration);
  const signOut = useSignOut();
  const config = getConfig();
  if (user === undefined) return null;
  if (user === null) {
    return (
      <>
        <Link className="l-button l-button--primary" to={config.loginUrl}>
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
    <MenuButton label={name} ariaLabel={intl.formatMessage(accountMenu, { name })}>
      {(close) => (
        <>
          {(['dashboard', 'profile'] as const).map((page) => (
            <li key={page}>
              <Link className="l-menu__item" to={dashboardPage(config.dashboardSuffixUrl, page)} onClick={close}>
                {intl.formatMessage(accountMessages[page])}
              </Link>
            </li>
          ))}
          <li role="separator" className="l-menu__separator" />
          <li>
            <button
              type="button"
              className="l-menu__item"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {intl.formatMessage(accountMessages.signOut)}
            </button>
          </li>
        </>
      )}
    </MenuButton>
  );
}
