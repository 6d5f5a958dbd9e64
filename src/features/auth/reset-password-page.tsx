// Choose a new password from the e-mailed link (?token=…&email=…). The link of an invitation mail
// (…&invitation=1, issue 28.4) opens the same page worded for a first password, "Choose your
// password"; a link that was used, withdrawn, replaced or has expired says so instead of the form.
import { Link } from '@tanstack/react-router';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { resetPassword } from '@/api/auth';
import { ValidationError } from '@/api/errors';
import type { ResetPasswordPayload } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { LinkButton } from '@/components/link-button';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
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

const invitationMessages = defineMessages({
  title: { id: 'auth.invitation.title', defaultMessage: 'Choose your password' },
  submit: { id: 'auth.invitation.submit', defaultMessage: 'Choose my password' },
  done: { id: 'auth.invitation.done', defaultMessage: 'Your password is set and your e-mail address is confirmed. Sign in to start.' },
  signIn: { id: 'auth.invitation.signIn', defaultMessage: 'Sign in' },
  incomplete: {
    id: 'auth.invitation.incomplete',
    defaultMessage: 'This invitation link is incomplete. Open it again from the e-mail, or ask the person who invited you to send it again.',
  },
  deadTitle: { id: 'auth.invitation.deadTitle', defaultMessage: 'This invitation link can no longer be used' },
  deadText: {
    id: 'auth.invitation.deadText',
    defaultMessage:
      'It was already used to choose a password, it was withdrawn, or a newer invitation replaced it; an invitation link also stops working after 7 days. If you already chose your password, sign in. Otherwise ask the person who invited you to send the invitation again.',
  },
  forgot: { id: 'auth.invitation.forgot', defaultMessage: 'Forgot your password?' },
});

const invitationIntro = defineMessage<{ project: string }>({
  id: 'auth.invitation.intro',
  defaultMessage: 'You have been invited to {project}. Choose the password you will sign in with: it also confirms your e-mail address.',
});

interface Props {
  token?: string;
  email?: string;
  /** The link of an invitation mail: a first password. */
  invitation?: boolean;
}

export function ResetPasswordPage({ token, email, invitation = false }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<ResetPasswordPayload>();
  const [done, setDone] = useState<string>();
  // An invitation's link the server refuses (422 on the e-mail, which the page does not let anyone
  // change): used, withdrawn (the user is gone), replaced by a newer one, or expired.
  const [deadLink, setDeadLink] = useState<string>();
  usePageTitle(invitation ? invitationMessages.title : messages.title);
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    try {
      const answer = await resetPassword({ ...values, token: token ?? '' });
      setDone(invitation ? intl.formatMessage(invitationMessages.done) : answer.message);
    } catch (caught) {
      const onLink = caught instanceof ValidationError ? caught.fieldErrors.email : undefined;
      if (invitation && onLink) setDeadLink(onLink.join(' '));
      else throw caught;
    }
  });

  const heading = <PageHeading>{intl.formatMessage(invitation ? invitationMessages.title : messages.title)}</PageHeading>;
  if (!token) {
    return (
      <>
        {heading}
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(invitation ? invitationMessages.incomplete : messages.invalidLink)}
          style={{ marginBottom: 16 }}
        />
        {invitation ? (
          <LinkButton type="primary" to={LOGIN_PATH}>
            {intl.formatMessage(invitationMessages.signIn)}
          </LinkButton>
        ) : (
          <LinkButton type="primary" to="/forgot-password">
            {intl.formatMessage(messages.askAgain)}
          </LinkButton>
        )}
      </>
    );
  }
  if (deadLink !== undefined) {
    return (
      <>
        {heading}
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={intl.formatMessage(invitationMessages.deadTitle)}
          description={
            <>
              <p style={{ marginBottom: 8 }}>{intl.formatMessage(invitationMessages.deadText)}</p>
              <p style={{ marginBottom: 0 }}>{deadLink}</p>
            </>
          }
          style={{ marginBottom: 16 }}
        />
        <Flex gap={16} align="center" wrap>
          <LinkButton type="primary" to={LOGIN_PATH}>
            {intl.formatMessage(invitationMessages.signIn)}
          </LinkButton>
          <Link to="/forgot-password">{intl.formatMessage(invitationMessages.forgot)}</Link>
        </Flex>
      </>
    );
  }
  if (done) {
    return (
      <>
        {heading}
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 16 }} />
        <LinkButton type="primary" to={LOGIN_PATH}>
          {intl.formatMessage(invitation ? invitationMessages.signIn : messages.signIn)}
        </LinkButton>
      </>
    );
  }
  return (
    <>
      {heading}
      {invitation && <p>{intl.formatMessage(invitationIntro, { project: getConfig().projectName })}</p>}
      <FormError error={error} onRetry={retry} />
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} initialValues={{ email }} requiredMark={false}>
        <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
          <Input type="email" autoComplete="username" readOnly={invitation} />
        </Form.Item>
        <NewPasswordFields label={invitation ? fieldMessages.password : fieldMessages.newPassword} autoFocus />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage(invitation ? invitationMessages.submit : messages.submit)}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={LOGIN_PATH}>{intl.formatMessage(authMessages.backToSignIn)}</Link>
      </p>
    </>
  );
}
