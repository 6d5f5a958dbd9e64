// The dashboard (spec §1), leading with what the person needs next (issue 29): their next order,
// today's ordering deadline and their open changes; then the figures, each leading to its list,
// their month (My month, composed by the route), the last 30 days' chart (orders.view), and who they are. The side menu lists the pages: the
// dashboard does not repeat it.
import { Card, Descriptions, Tag, Typography } from 'antd';
import { roleLabel } from '@/components/role-label';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { User } from '@/api/models';
import { readTenantCookie } from '@/lib/cookies';
import { ordersOnly } from '@/lib/orders-only';
import { resolveTenantId } from '@/lib/tenancy';
import { DailyChart } from './daily-chart';
import { NextSteps } from './next-steps';
import { SummaryFigures } from './summary-figures';

const messages = defineMessages({
  you: { id: 'dashboard.you', defaultMessage: 'Your account' },
  name: { id: 'dashboard.name', defaultMessage: 'Name' },
  email: { id: 'dashboard.email', defaultMessage: 'E-mail address' },
  roles: { id: 'dashboard.roles', defaultMessage: 'Roles' },
  tenant: { id: 'dashboard.tenant', defaultMessage: 'Tenant' },
  company: { id: 'dashboard.company', defaultMessage: 'Company' },
  allTenants: { id: 'dashboard.allTenants', defaultMessage: 'All tenants' },
  noTenant: { id: 'dashboard.noTenant', defaultMessage: 'None' },
});

const welcome = defineMessage<{ name: string }>({ id: 'dashboard.welcome', defaultMessage: 'Welcome, {name}' });

function tenantName(user: User, allTenants: string, none: string): string {
  const id = resolveTenantId(readTenantCookie(), user, false);
  if (id === undefined) return (user.tenants ?? []).length ? allTenants : none;
  return user.tenants?.find((tenant) => tenant.id === id)?.name ?? `#${id}`;
}

/** Who the person is; a person who only orders sees their company, not roles and tenants. */
function AccountCard({ user }: { user: User }) {
  const intl = useIntl();
  const personal = ordersOnly(user);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Card title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(messages.you)}</h2>} style={{ marginTop: 24 }}>
      <Descriptions column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={intl.formatMessage(messages.name)}>{name}</Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(messages.email)}>{user.email}</Descriptions.Item>
        {!personal && (
          <Descriptions.Item label={intl.formatMessage(messages.roles)}>
            {(user.roles ?? []).map((role) => (
              <Tag key={role.id}>{roleLabel(intl, role)}</Tag>
            ))}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={intl.formatMessage(personal ? messages.company : messages.tenant)}>
          {tenantName(user, intl.formatMessage(messages.allTenants), intl.formatMessage(messages.noTenant))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** `month`: the person's month in figures (features/my-month, composed by the route). */
export function DashboardPage({ user, month }: { user: User; month?: ReactNode }) {
  const intl = useIntl();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <>
      <Typography.Paragraph style={{ fontSize: '1rem' }}>{intl.formatMessage(welcome, { name: name || user.email })}</Typography.Paragraph>
      <NextSteps user={user} />
      <SummaryFigures />
      {month}
      <DailyChart />
      <AccountCard user={user} />
    </>
  );
}
