// Registration (registration feature): the address is checked while typing; 422 → 'Validation failed'.
import { Link, useRouter } from '@tanstack/react-router';
import { Button, Form, Input } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { isEmailAvailable } from '@/api/auth';
import type { RegisterPayload } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { LOGIN_PATH } from '@/lib/configured-paths';
import { roleRedirectPath } from '@/lib/redirects';
import { fieldMessages } from '@/components/forms/field-messages';
import { NameFields, NewPasswordFields } from '@/components/forms/account-fields';
import { emailRules } from '@/components/forms/field-rules';
import { signUp } from './sign-in';
import { SocialSignInSlot } from './social-sign-in-slot';

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
      <FormError error={error} onRetry={retry} />
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <NameFields autoFocus />
        <Form.Item
          name="email"
          label={intl.formatMessage(fieldMessages.email)}
          rules={[...emailRules(intl), { validator: availability }]}
          validateDebounce={400}
          hasFeedback
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      <SocialSignInSlot />
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={LOGIN_PATH}>{intl.formatMessage(messages.haveAccount)}</Link>
      </p>
    </>
  );
}
