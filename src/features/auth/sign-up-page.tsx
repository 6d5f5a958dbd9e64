// Registration (registration feature): the address is checked while typing; 422 → 'Validation failed'.
import { Link, useRouter } from '@tanstack/react-router';
import { Button, Col, Form, Input, Row } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { isEmailAvailable } from '@/api/auth';
import type { RegisterPayload } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { roleRedirectPath } from '@/lib/redirects';
import { fieldMessages } from '@/components/forms/field-messages';
import { confirmationRules, emailRules, newPasswordRules, requiredRule } from '@/components/forms/field-rules';
import { signUp } from './sign-in';

const messages = defineMessages({
  title: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  submit: { id: 'auth.signUp.submit', defaultMessage: 'Sign up' },
  emailTaken: { id: 'auth.signUp.emailTaken', defaultMessage: 'This e-mail address is already registered' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already have an account? Sign in' },
});

export function SignUpPage() {
  const intl = useIntl();
  const router = useRouter();
  const config = getConfig();
  const [form] = Form.useForm<RegisterPayload>();
  usePageTitle(messages.title);

  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    const user = await signUp(values, config);
    if (user && user !== 'unverified') await router.navigate({ href: roleRedirectPath(user, config) });
  });

  const availability = async (_: unknown, email: string) => {
    if (!email || !/^\S+@\S+\.\S+$/.test(email)) return;
    // A failed check must not block sign-up: the server validates again on submit.
    const available = await isEmailAvailable(email).catch(() => true);
    if (!available) throw new Error(intl.formatMessage(messages.emailTaken));
  };

  return (
    <>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {error !== undefined && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={error} onRetry={retry} />
        </div>
      )}
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="first_name" label={intl.formatMessage(fieldMessages.firstName)} rules={[requiredRule(intl, fieldMessages.firstName)]}>
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="last_name" label={intl.formatMessage(fieldMessages.lastName)} rules={[requiredRule(intl, fieldMessages.lastName)]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="email"
          label={intl.formatMessage(fieldMessages.email)}
          rules={[...emailRules(intl), { validator: availability }]}
          validateDebounce={400}
          hasFeedback
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="password" label={intl.formatMessage(fieldMessages.password)} rules={newPasswordRules(intl)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={intl.formatMessage(fieldMessages.passwordConfirmation)}
          dependencies={['password']}
          rules={confirmationRules(intl, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={config.loginUrl}>{intl.formatMessage(messages.haveAccount)}</Link>
      </p>
    </>
  );
}
