// The landing page until the ordering issue fills it with menus: the project and how to start.
import { Flex } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { FEATURES } from '@/lib/feature-tree';
import { roleRedirectPath } from '@/lib/redirects';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';

const messages = defineMessages({
  signIn: { id: 'home.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'home.signUp', defaultMessage: 'Create an account' },
  continue: { id: 'home.continue', defaultMessage: 'Go to the dashboard' },
});

export function HomePage() {
  const intl = useIntl();
  const config = getConfig();
  const user = useSession((state) => state.user);
  const registration = useFeature(FEATURES.registration);
  usePageTitle(undefined);
  const home = user ? roleRedirectPath(user, config) : '/';
  return (
    <section style={{ maxWidth: 720, margin: '8vh auto', textAlign: 'center' }}>
      <PageHeading size={38}>{config.projectName}</PageHeading>
      <p style={{ fontSize: 18 }}>{config.projectDescription}</p>
      <Flex gap={12} justify="center" wrap style={{ minHeight: 40 }}>
        {user === null && (
          <>
            <LinkButton type="primary" size="large" to={config.loginUrl}>
              {intl.formatMessage(messages.signIn)}
            </LinkButton>
            {registration && (
              <LinkButton size="large" to="/sign-up">
                {intl.formatMessage(messages.signUp)}
              </LinkButton>
            )}
          </>
        )}
        {user && (
          <LinkButton type="primary" size="large" to={home === '/' ? `${config.dashboardSuffixUrl}/dashboard` : home}>
            {intl.formatMessage(messages.continue)}
          </LinkButton>
        )}
      </Flex>
    </section>
  );
}
