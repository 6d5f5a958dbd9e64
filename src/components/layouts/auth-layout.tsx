// The auth layout (spec §2): sign in, sign up and password pages in one centred card. antd's
// Layout and Card drawn as plain elements with the theme's tokens: their modules (Sider, Tabs,
// Dropdown, Menu, Skeleton) would weigh on the sign-in page's first load for nothing drawn here.
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { PlainCard } from '@/components/plain-card';
import { MAIN_ID } from '../main-content';
import { AppFooter } from './app-footer';
import { busyWhileLeaving, useNavigationWait } from './navigation-wait';
import { TopBar } from './top-bar';

export function AuthLayout({ actions, aside, children }: { actions?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const wait = useNavigationWait();
  const { colorBgLayout, colorText } = theme.useToken().token;
  return (
    <div className="l-auth" style={{ background: colorBgLayout }}>
      <TopBar actions={actions} />
      <main id={MAIN_ID} tabIndex={-1} className="l-auth__main" style={{ color: colorText }} {...busyWhileLeaving(wait)}>
        <PlainCard style={{ width: '100%', maxWidth: 440 }}>{children}</PlainCard>
        {aside}
      </main>
      <AppFooter />
    </div>
  );
}
