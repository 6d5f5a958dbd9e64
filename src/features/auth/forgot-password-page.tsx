// Request a password reset link by e-mail.
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { forgotPassword } from '@/api/auth';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { LOGIN_PATH } from '@/lib/configured-paths';
import { DemoMailboxLink } from './demo-mailbox-link';
import { fieldMessages } from '@/components/forms/field-messages';
import { emailRules } from '@/components/forms/field-rules';
import { authMessages } from './auth-messages';

const messages = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
  intro: { id: 'auth.forgot.intro', defaultMessage: 'Enter your e-mail address and we will send you a link to choose a new password.' },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Send the reset link' },
});

export function ForgotPasswordPage() {
  const intl = useIntl();
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<string>();
  usePageTitle(messages.title);
  const { submit, submitting, error, retry } = useFormSubmit(form, async ({ email }) => {
    setSent(undefined);
    setSent((await forgotPassword(email)).message);
  });
  return (
    <>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <p>{intl.formatMessage(messages.intro)}</p>
      {sent && <Alert type="success" showIcon role="status" title={sent} style={{ marginBottom: 16 }} />}
      <FormError error={error} onRetry={retry} />
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={LOGIN_PATH}>{intl.formatMessage(authMessages.backToSignIn)}</Link>
      </p>
      <DemoMailboxLink />
    </>
  );
}
