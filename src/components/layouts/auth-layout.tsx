// The auth layout (spec §2): sign in, sign up and password pages in one centred card.
import { Card, Layout } from 'antd';
import type { ReactNode } from 'react';
import { MAIN_ID } from '../main-content';
import { AppFooter } from './app-footer';
import { busyWhileLeaving, useNavigationWait } from './navigation-wait';
import { TopBar } from './top-bar';

export function AuthLayout({ actions, aside, children }: { actions?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const wait = useNavigationWait();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar actions={actions} />
      <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 24, padding: 'clamp(16px, 6vh, 64px) 16px' }} {...busyWhileLeaving(wait)}>
        <Card style={{ width: '100%', maxWidth: 440 }}>{children}</Card>
        {aside}
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
