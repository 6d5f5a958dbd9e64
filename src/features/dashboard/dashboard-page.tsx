// The dashboard (spec §1): who you are, your roles and tenant, the figures, the last 30 days'
// chart (orders.view), and the pages you may open.
import { Link } from '@tanstack/react-router';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { CardGrid } from '@/components/card-grid';
import { roleLabel } from '@/components/role-label';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { User } from '@/api/models';
import { visibleNavItems } from '@/components/admin-nav/nav-items';
import { adminPath } from '@/lib/admin-paths';
import { adminPages } from '@/resources/admin-pages';
import { readTenantCookie } from '@/lib/cookies';
import { isFeatureEnabled } from '@/lib/feature-tree';
import { resolveTenantId } from '@/lib/tenancy';
import { useFeatureTree } from '@/stores/features';
import { DailyChart } from './daily-chart';
import { SummaryFigures } from './summary-figures';

const messages = defineMessages({
  you: { id: 'dashboard.you', defaultMessage: 'Your account' },
  name: { id: 'dashboard.name', defaultMessage: 'Name' },
  email: { id: 'dashboard.email', defaultMessage: 'E-mail address' },
  roles: { id: 'dashboard.roles', defaultMessage: 'Roles' },
  tenant: { id: 'dashboard.tenant', defaultMessage: 'Tenant' },
  allTenants: { id: 'dashboard.allTenants', defaultMessage: 'All tenants' },
  noTenant: { id: 'dashboard.noTenant', defaultMessage: 'None' },
  whereNext: { id: 'dashboard.whereNext', defaultMessage: 'Where to next' },
  menus: { id: 'dashboard.menus', defaultMessage: 'Menus' },
  menusText: { id: 'dashboard.menus.description', defaultMessage: 'See what the restaurants serve.' },
});

const welcome = defineMessage<{ name: string }>({ id: 'dashboard.welcome', defaultMessage: 'Welcome, {name}' });

function tenantName(user: User, allTenants: string, none: string): string {
  const id = resolveTenantId(readTenantCookie(), user, false);
  if (id === undefined) return (user.tenants ?? []).length ? allTenants : none;
  return user.tenants?.find((tenant) => tenant.id === id)?.name ?? `#${id}`;
}

export function DashboardPage({ user }: { user: User }) {
  const intl = useIntl();
  const tree = useFeatureTree((state) => state.tree);
  const links: { to: string; label: MessageDescriptor; description: MessageDescriptor }[] = [
    { to: '/', label: messages.menus, description: messages.menusText },
    ...visibleNavItems(adminPages(), user, (name) => isFeatureEnabled(tree, name)).filter((item) => item.to !== adminPath('/dashboard')),
  ];
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <>
      <Typography.Paragraph style={{ fontSize: '1rem' }}>{intl.formatMessage(welcome, { name: name || user.email })}</Typography.Paragraph>
      <Card title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(messages.you)}</h2>} style={{ marginBottom: 24 }}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={intl.formatMessage(messages.name)}>{name}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.email)}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.roles)}>
            {(user.roles ?? []).map((role) => (
              <Tag key={role.id}>{roleLabel(intl, role)}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage(messages.tenant)}>
            {tenantName(user, intl.formatMessage(messages.allTenants), intl.formatMessage(messages.noTenant))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <SummaryFigures />
      <DailyChart />
      <Typography.Title level={2} style={{ fontSize: '1.125rem' }}>
        {intl.formatMessage(messages.whereNext)}
      </Typography.Title>
      <CardGrid min="16rem">
        {links.map((link) => (
          <Link key={link.to} to={link.to} style={{ display: 'block', height: '100%' }}>
            <Card hoverable style={{ height: '100%' }}>
              <Typography.Text strong>{intl.formatMessage(link.label)}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {intl.formatMessage(link.description)}
              </Typography.Paragraph>
            </Card>
          </Link>
        ))}
      </CardGrid>
    </>
  );
}
