// The shell's account corner: sign in / sign up for visitors, the user menu when signed in.
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
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

export function AccountActions() {
  const intl = useIntl();
  const router = useRouter();
  const user = useSession((state) => state.user);
  const registration = useFeature(FEATURES.registration);
  const signOut = useSignOut();
  const config = getConfig();
  if (user === undefined) return null;
  if (user === null) {
    return (
      <Space>
        <LinkButton type="primary" to={config.loginUrl}>
          {intl.formatMessage(accountMessages.signIn)}
        </LinkButton>
        {registration && <LinkButton to="/sign-up">{intl.formatMessage(accountMessages.signUp)}</LinkButton>}
      </Space>
    );
  }
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const items: MenuProps['items'] = [
    { key: 'dashboard', label: intl.formatMessage(accountMessages.dashboard) },
    { key: 'profile', label: intl.formatMessage(accountMessages.profile) },
    { type: 'divider' },
    { key: 'sign-out', label: intl.formatMessage(accountMessages.signOut) },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') void signOut();
    else void router.navigate({ to: `${config.dashboardSuffixUrl}/${key}` });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button aria-label={intl.formatMessage(accountMenu, { name })} icon={<UserOutlined />}>
        <Space size={4}>
          {name}
          <DownOutlined aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
}
