// The bar above public and auth pages: the project name (home link) and the shell's actions.
import { Link } from '@tanstack/react-router';
import { Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { getConfig } from '@/lib/config';

export function TopBar({ actions }: { actions?: ReactNode }) {
  const { token } = theme.useToken();
  const { projectName, landing } = getConfig();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        flexWrap: 'wrap',
        height: 'auto',
        minHeight: 64,
        paddingInline: 'clamp(12px, 4vw, 32px)',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link to={landing} style={{ fontWeight: 600, fontSize: 18, color: token.colorText }}>
        {projectName}
      </Link>
      <Flex gap={12} align="center" wrap>
        {actions}
      </Flex>
    </Layout.Header>
  );
}
