// Choose a new password from the e-mailed link (?token=…&email=…).
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { resetPassword } from '@/api/auth';
import type { ResetPasswordPayload } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { LinkButton } from '@/components/link-button';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { LOGIN_PATH } from '@/lib/configured-paths';
import { fieldMessages } from '@/components/forms/field-messages';
import { NewPasswordFields } from '@/components/forms/account-fields';
import { emailRules } from '@/components/forms/field-rules';
import { authMessages } from './auth-messages';

const messages = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Reset password' },
  invalidLink: { id: 'auth.reset.invalidLink', defaultMessage: 'This reset link is incomplete. Ask for a new one.' },
  askAgain: { id: 'auth.reset.askAgain', defaultMessage: 'Request a new link' },
  signIn: { id: 'auth.reset.signIn', defaultMessage: 'Sign in with the new password' },
});

export function ResetPasswordPage({ token, email }: { token?: string; email?: string }) {
  const intl = useIntl();
  const [form] = Form.useForm<ResetPasswordPayload>();
  const [done, setDone] = useState<string>();
  usePageTitle(messages.title);
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    setDone((await resetPassword({ ...values, token: token ?? '' })).message);
  });

  const heading = (
    <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
  );
  if (!token) {
    return (
      <>
        {heading}
        <Alert type="warning" showIcon title={intl.formatMessage(messages.invalidLink)} style={{ marginBottom: 16 }} />
        <LinkButton type="primary" to="/forgot-password">
          {intl.formatMessage(messages.askAgain)}
        </LinkButton>
      </>
    );
  }
  if (done) {
    return (
      <>
        {heading}
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 16 }} />
        <LinkButton type="primary" to={LOGIN_PATH}>
          {intl.formatMessage(messages.signIn)}
        </LinkButton>
      </>
    );
  }
  return (
    <>
      {heading}
      <FormError error={error} onRetry={retry} />
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} initialValues={{ email }} requiredMark={false}>
        <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <NewPasswordFields label={fieldMessages.newPassword} autoFocus />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={LOGIN_PATH}>{intl.formatMessage(authMessages.backToSignIn)}</Link>
      </p>
    </>
  );
}
