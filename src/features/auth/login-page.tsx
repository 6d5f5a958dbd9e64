// Sign in (spec §2): cookie mode or token mode; afterwards redirect_path or the role's path.
import { Link, useRouter } from '@tanstack/react-router';
import { Alert, Button, Checkbox, Form } from 'antd';
// The two inputs by their own modules: antd's Input barrel also brings TextArea, Search and OTP
// (~8 kB gzip) into the sign-in page's first load. Rows are plain flex boxes (antd's Flex as drawn).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FormError } from '@/components/forms/form-error';
import { errorMessages, MessageError } from '@/components/error-messages';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { targetAfterLogin } from './after-login';
import { fieldMessages } from '@/components/forms/field-messages';
import { emailRules, requiredRule } from '@/components/forms/field-rules';
import { reloadSession } from './session';
import { signIn, type Credentials } from './sign-in';

// Demo accounts exist only in the demo build; production never loads this chunk.
const DemoAccounts = import.meta.env.MODE === 'demo' ? lazy(() => import('./demo-accounts')) : undefined;

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Sign in' },
  remember: { id: 'auth.login.remember', defaultMessage: 'Keep me signed in' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'No account yet?' },
  signUp: { id: 'auth.login.signUp', defaultMessage: 'Create one' },
  sessionEnded: { id: 'auth.login.sessionEnded', defaultMessage: 'Your session has ended. Sign in again to continue; your changes are kept.' },
});

interface Props {
  redirectPath?: string;
  /** Sent here because the session ended in the middle of work (http.ts): say so. */
  sessionEnded?: boolean;
}

export function LoginPage({ redirectPath, sessionEnded = false }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const config = getConfig();
  const registration = useFeature(FEATURES.registration);
  const startupError = useSession((state) => state.loginError);
  const [form] = Form.useForm<Credentials>();
  usePageTitle(messages.title);

  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    const user = await signIn(values, config);
    if (user === 'unverified') return;
    if (!user) throw new MessageError(errorMessages.authenticationFailed);
    const target = targetAfterLogin(user, redirectPath, config, () => void router.navigate({ to: '/' }));
    if (target) await router.navigate({ href: target });
  });

  const shownError = error ?? startupError;
  return (
    <>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {sessionEnded && (
        <Alert type="info" showIcon role="status" title={intl.formatMessage(messages.sessionEnded)} style={{ marginBottom: 16 }} />
      )}
      <FormError
        error={shownError}
        title={intl.formatMessage(errorMessages.authenticationFailed)}
        onRetry={error ? retry : () => void reloadSession().then((user) => user && router.invalidate())}
      />
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} initialValues={{ remember: true }} requiredMark={false}>
        <Form.Item name="email" label={intl.formatMessage(fieldMessages.email)} rules={emailRules(intl)}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={intl.formatMessage(fieldMessages.password)} rules={[requiredRule(intl, fieldMessages.password)]}>
          <Password autoComplete="current-password" />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          {!config.authenticateWithToken && (
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{intl.formatMessage(messages.remember)}</Checkbox>
            </Form.Item>
          )}
          <Link to="/forgot-password">{intl.formatMessage(messages.forgot)}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      {registration && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
          <span>{intl.formatMessage(messages.noAccount)}</span>
          <Link to="/sign-up">{intl.formatMessage(messages.signUp)}</Link>
        </div>
      )}
      {DemoAccounts && (
        <Suspense fallback={null}>
          <DemoAccounts onPick={(email) => form.setFieldsValue({ email, password: 'password' })} />
        </Suspense>
      )}
    </>
  );
}
