// The profile's connected accounts (social-login feature): each provider the backend offers, with
// "Disconnect" (confirmed; the backend refuses with a reason to take away the last way in of an
// account without a password) when connected, else "Connect" — the backend's Socialite redirect with
// `connect=1`, which comes back here with `social_connected` or `social_error`.
import { useLocation } from '@tanstack/react-router';
import { Alert, App, Button, Card, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ValidationError } from '@/api/errors';
import type { SocialAccount, SocialProvider } from '@/api/models';
import { disconnectSocialAccount, listSocialAccounts, listSocialProviders } from '@/api/social';
import { describeError } from '@/components/error-messages';
import { ErrorAlert } from '@/components/error-alert';
import { ProviderMark } from '@/components/social/provider-mark';
import { connectErrors } from '@/components/social/social-messages';
import { useLoad } from '@/components/use-load';
import { getConfig } from '@/lib/config';
import { isProviderName, type SocialErrorCode } from '@/lib/social-login';
import { socialRedirectHref } from '@/lib/social-redirect';

const messages = defineMessages({
  title: { id: 'profile.social.title', defaultMessage: 'Connected accounts' },
  intro: { id: 'profile.social.intro', defaultMessage: 'Sign in with these accounts instead of your password.' },
  notConnected: { id: 'profile.social.notConnected', defaultMessage: 'Not connected' },
  connect: { id: 'profile.social.connect', defaultMessage: 'Connect' },
  disconnect: { id: 'profile.social.disconnect', defaultMessage: 'Disconnect' },
  keep: { id: 'profile.social.keep', defaultMessage: 'Keep it' },
  noPassword: {
    id: 'profile.social.noPassword',
    defaultMessage: 'Your account has no password: keep at least one connected account, or set a password with “Forgot your password?” on the sign-in page.',
  },
});

const connected = defineMessage<{ date: string }>({ id: 'profile.social.connected', defaultMessage: 'Connected on {date}' });
const connectLabel = defineMessage<{ provider: string }>({ id: 'profile.social.connectLabel', defaultMessage: 'Connect {provider}' });
const disconnectLabel = defineMessage<{ provider: string }>({ id: 'profile.social.disconnectLabel', defaultMessage: 'Disconnect {provider}' });
const confirmTitle = defineMessage<{ provider: string }>({ id: 'profile.social.confirmTitle', defaultMessage: 'Disconnect {provider}?' });
const confirmText = defineMessage<{ provider: string }>({ id: 'profile.social.confirmText', defaultMessage: 'You will no longer sign in with this {provider} account.' });
const disconnected = defineMessage<{ provider: string }>({ id: 'profile.social.disconnected', defaultMessage: '{provider} is disconnected.' });
const refused = defineMessage<{ provider: string }>({ id: 'profile.social.refused', defaultMessage: '{provider} was not disconnected' });
const nowConnected = defineMessage<{ provider: string }>({ id: 'profile.social.nowConnected', defaultMessage: '{provider} is connected: you can sign in with it.' });

export interface SocialReturn {
  /** The provider the backend's callback has just connected. */
  connected?: string;
  error?: SocialErrorCode;
}

interface Loaded {
  providers: SocialProvider[];
  accounts: SocialAccount[];
  hasPassword: boolean;
}

async function load(signal: AbortSignal): Promise<Loaded> {
  const [providers, accounts] = await Promise.all([listSocialProviders(signal), listSocialAccounts(signal)]);
  return { providers: providers.filter((p) => isProviderName(p.name)), accounts: accounts.data, hasPassword: accounts.meta.has_password };
}

export function ConnectedAccounts({ returned = {} }: { returned?: SocialReturn }) {
  const intl = useIntl();
  const { modal, message } = App.useApp();
  const { data, error, retry } = useLoad(load);
  const [refusal, setRefusal] = useState<{ provider: string; reason: string }>();
  const config = getConfig();
  const publicHref = useLocation({ select: (location) => location.publicHref });
  const labelOf = (name: string) => data?.providers.find((p) => p.name === name)?.label ?? name;

  const disconnect = (provider: SocialProvider) =>
    modal.confirm({
      title: intl.formatMessage(confirmTitle, { provider: provider.label }),
      content: intl.formatMessage(confirmText, { provider: provider.label }),
      okText: intl.formatMessage(messages.disconnect),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(messages.keep),
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        setRefusal(undefined);
        try {
          await disconnectSocialAccount(provider.name);
        } catch (failure) {
          const reason = failure instanceof ValidationError ? (failure.fieldErrors.provider?.[0] ?? failure.message) : describeError(failure, intl);
          setRefusal({ provider: provider.label, reason });
          return;
        }
        void message.success(intl.formatMessage(disconnected, { provider: provider.label }));
        retry();
      },
    });

  // Back from the backend: a connection is announced only when the list shows it.
  const justConnected = returned.connected && data?.accounts.some((a) => a.provider === returned.connected) ? returned.connected : undefined;
  // Back here, as the address bar shows it (locale prefix, configured dashboard), without what the backend added.
  const back = new URL(publicHref, window.location.origin).pathname;

  return (
    <Card title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(messages.title)}</h2>}>
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      {returned.error && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(connectErrors[returned.error])} style={{ marginBottom: 16 }} />
      )}
      {justConnected && (
        <Alert type="success" showIcon role="status" title={intl.formatMessage(nowConnected, { provider: labelOf(justConnected) })} style={{ marginBottom: 16 }} />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={intl.formatMessage(refused, { provider: refusal.provider })}
          description={refusal.reason}
          closable={{ onClose: () => setRefusal(undefined) }}
          style={{ marginBottom: 16 }}
        />
      )}
      {error !== undefined && <ErrorAlert error={error} onRetry={retry} />}
      {!data && error === undefined && <Spin />}
      {data && !data.hasPassword && (
        <Alert type="info" showIcon role="note" title={intl.formatMessage(messages.noPassword)} style={{ marginBottom: 16 }} />
      )}
      {data && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.providers.map((provider) => {
            const account = data.accounts.find((a) => a.provider === provider.name);
            const who = account ? [account.email, account.nickname].filter(Boolean).join(' · ') : '';
            return (
              <li key={provider.name} style={{ padding: '12px 0', borderTop: '1px solid rgba(128, 128, 128, 0.2)' }}>
                {/* The text takes what the button leaves, down to 220 px; narrower, the button goes under it (every row alike). */}
                <Flex align="center" gap={12} wrap>
                  <Flex align="center" gap={12} style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <ProviderMark provider={provider.name} />
                    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Typography.Text strong>{provider.label}</Typography.Text>
                      {who && (
                        <div>
                          <Typography.Text type="secondary">{who}</Typography.Text>
                        </div>
                      )}
                      <div>
                        <Typography.Text type="secondary">
                          {account
                            ? intl.formatMessage(connected, { date: intl.formatDate(account.connected_at, { dateStyle: 'medium' }) })
                            : intl.formatMessage(messages.notConnected)}
                        </Typography.Text>
                      </div>
                    </div>
                  </Flex>
                  {account ? (
                    <Button onClick={() => disconnect(provider)} aria-label={intl.formatMessage(disconnectLabel, { provider: provider.label })}>
                      {intl.formatMessage(messages.disconnect)}
                    </Button>
                  ) : (
                    <Button
                      href={socialRedirectHref(provider.name, config, window.location.origin, { redirectPath: back, connect: true })}
                      aria-label={intl.formatMessage(connectLabel, { provider: provider.label })}
                    >
                      {intl.formatMessage(messages.connect)}
                    </Button>
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
