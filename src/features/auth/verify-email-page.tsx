// Reached when a call answers 409: the address is not verified yet. Resend the link or sign out.
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { resendVerification } from '@/api/auth';
import { FormError } from '@/components/forms/form-error';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { useSignOut } from './account-actions';
import { DemoMailboxLink } from './demo-mailbox-link';

const messages = defineMessages({
  title: { id: 'auth.verify.title', defaultMessage: 'Verify your e-mail address' },
  intro: {
    id: 'auth.verify.intro',
    defaultMessage: 'Before you continue, please open the link we sent to your e-mail address. No e-mail? We can send another one.',
  },
  resend: { id: 'auth.verify.resend', defaultMessage: 'Send the link again' },
  sent: { id: 'auth.verify.sent', defaultMessage: 'A new verification link has been sent to your e-mail address.' },
  alreadyVerified: { id: 'auth.verify.alreadyVerified', defaultMessage: 'Your e-mail address is already verified. Reload to continue.' },
  signOut: { id: 'auth.verify.signOut', defaultMessage: 'Sign out' },
});

export function VerifyEmailPage() {
  const intl = useIntl();
  const signOut = useSignOut();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<'sent' | 'verified'>();
  const [error, setError] = useState<unknown>();
  usePageTitle(messages.title);

  const resend = async () => {
    setSending(true);
    setError(undefined);
    try {
      setResult(await resendVerification());
    } catch (caught) {
      setError(caught);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <p>{intl.formatMessage(messages.intro)}</p>
      {result && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={intl.formatMessage(result === 'sent' ? messages.sent : messages.alreadyVerified)}
          style={{ marginBottom: 16 }}
        />
      )}
      <FormError error={error} onRetry={() => void resend()} />
      <Flex gap={12} wrap>
        <Button type="primary" loading={sending} onClick={() => void resend()}>
          {intl.formatMessage(messages.resend)}
        </Button>
        <Button onClick={() => void signOut()}>{intl.formatMessage(messages.signOut)}</Button>
      </Flex>
      <DemoMailboxLink />
    </Card>
  );
}
