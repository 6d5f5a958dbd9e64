// Pages without the admin shell: landing, restaurant pages, verify-email.
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { TopBar } from './top-bar';

export function PublicLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar actions={actions} />
      <Layout.Content style={{ padding: 'clamp(16px, 4vw, 48px)', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        {children}
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
