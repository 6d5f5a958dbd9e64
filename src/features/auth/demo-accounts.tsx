// Demo build only: the mock backend's demo accounts, one click to fill the sign-in form.
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { backendCall } from '@/api/http';
import { FormError } from '@/components/forms/form-error';
import { roleLabel } from '@/components/role-label';
import { browserLocation } from '@/lib/browser';
import { DemoMailboxLink } from './demo-mailbox-link';

interface DemoAccount {
  email: string;
  role: string;
  /** Shown by their label (issue 28.5); `role` is their names. */
  roles?: { name: string; label: string }[];
  tenant: string;
  verified: boolean;
}

const messages = defineMessages({
  title: { id: 'auth.demo.title', defaultMessage: 'Demo accounts' },
  reset: { id: 'auth.demo.reset', defaultMessage: 'Reset demo data' },
  resetHint: { id: 'auth.demo.resetHint', defaultMessage: 'Puts every record of the demo back as it was and signs everybody out.' },
  unverified: { id: 'auth.demo.unverified', defaultMessage: 'e-mail not verified' },
  hint: { id: 'auth.demo.hint', defaultMessage: 'Every demo account uses the password “password”. Pick one to fill the form.' },
});

const useAccount = defineMessage<{ email: string }>({ id: 'auth.demo.use', defaultMessage: 'Use {email}' });

export default function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  const intl = useIntl();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<unknown>();
  const reset = async () => {
    setResetting(true);
    setResetError(undefined);
    try {
      await backendCall('POST', '__mock/reset');
      browserLocation.reload();
    } catch (error) {
      setResetError(error);
    } finally {
      setResetting(false);
    }
  };
  useEffect(() => {
    backendCall<{ data: DemoAccount[] }>('GET', '__mock/accounts')
      .then((body) => setAccounts(body.data))
      .catch(() => setAccounts([]));
  }, []);
  if (!accounts.length) return null;
  return (
    <Card size="small" title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(messages.title)}</h2>} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.hint)}</Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {accounts.map((account) => (
          <li key={account.email} style={{ marginBottom: 8 }}>
            <Flex vertical align="start">
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => onPick(account.email)} aria-label={intl.formatMessage(useAccount, { email: account.email })}>
                {account.email}
              </Button>
              <span style={{ fontSize: '0.75rem' }}>
                {(account.roles ?? [{ name: account.role, label: account.role }]).map((role) => (
                  <Tag key={role.name}>{roleLabel(intl, role)}</Tag>
                ))}
                {!account.verified && <Tag>{intl.formatMessage(messages.unverified)}</Tag>}
                <Typography.Text type="secondary">{account.tenant}</Typography.Text>
              </span>
            </Flex>
          </li>
        ))}
      </ul>
      <Flex vertical gap={4} align="start" style={{ marginTop: 16 }}>
        <FormError error={resetError} onRetry={() => void reset()} />
        <Button onClick={() => void reset()} loading={resetting}>
          {intl.formatMessage(messages.reset)}
        </Button>
        <Typography.Text type="secondary">{intl.formatMessage(messages.resetHint)}</Typography.Text>
      </Flex>
      <DemoMailboxLink />
    </Card>
  );
}
