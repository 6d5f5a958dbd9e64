// Demo build only: the mock backend's demo accounts, one click to fill the sign-in form. For an
// account with two-factor authentication on, the code its authenticator app would show now (the
// mock's clock), read again each time it changes: the demo's stand-in for the app, as the demo
// mailbox is for mail.
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
  two_factor_code: string | null;
  /** Seconds until the code changes. */
  two_factor_expires_in: number | null;
}

const messages = defineMessages({
  title: { id: 'auth.demo.title', defaultMessage: 'Demo accounts' },
  reset: { id: 'auth.demo.reset', defaultMessage: 'Reset demo data' },
  resetHint: { id: 'auth.demo.resetHint', defaultMessage: 'Puts every record of the demo back as it was and signs everybody out.' },
  unverified: { id: 'auth.demo.unverified', defaultMessage: 'e-mail not verified' },
  hint: { id: 'auth.demo.hint', defaultMessage: 'Every demo account uses the password “password”. Pick one to fill the form.' },
  twoFactor: { id: 'auth.demo.twoFactor', defaultMessage: 'two-factor authentication' },
  codeHint: {
    id: 'auth.demo.codeHint',
    defaultMessage: 'As an authenticator app would show it: it changes every 30 seconds, and each code works once.',
  },
});

const currentCode = defineMessage<{ code: string }>({ id: 'auth.demo.code', defaultMessage: 'Code now: {code}' });

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const load = () =>
      backendCall<{ data: DemoAccount[] }>('GET', '__mock/accounts')
        .then((body) => {
          if (!live) return;
          setAccounts(body.data);
          // Read again when the first code shown changes (at most every 30 s: a pinned clock's never does).
          const changes = body.data.flatMap((account) => account.two_factor_expires_in ?? []);
          if (changes.length > 0) timer = setTimeout(load, Math.max(1, Math.min(30, ...changes)) * 1000);
        })
        .catch(() => live && setAccounts([]));
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
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
                {account.two_factor_code !== null && <Tag>{intl.formatMessage(messages.twoFactor)}</Tag>}
                <Typography.Text type="secondary">{account.tenant}</Typography.Text>
              </span>
              {account.two_factor_code !== null && (
                <>
                  <Typography.Text strong style={{ marginTop: 4 }}>
                    {intl.formatMessage(currentCode, { code: `${account.two_factor_code.slice(0, 3)} ${account.two_factor_code.slice(3)}` })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{intl.formatMessage(messages.codeHint)}</Typography.Text>
                </>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      <Flex vertical gap={4} align="start" style={{ marginTop: 16 }}>
        <FormError error={resetError} onRetry={() => void reset()} />
        {/* Its label may be longer than a phone's width (French): it wraps instead of widening the card. */}
        <Button onClick={() => void reset()} loading={resetting} style={{ height: 'auto', minHeight: 32, paddingBlock: 4, whiteSpace: 'normal' }}>
          {intl.formatMessage(messages.reset)}
        </Button>
        <Typography.Text type="secondary">{intl.formatMessage(messages.resetHint)}</Typography.Text>
      </Flex>
      <DemoMailboxLink />
    </Card>
  );
}
