// Sign in (spec §2): cookie mode or token mode; afterwards redirect_path or the role's path. An
// account with two-factor authentication on answers a second step, the code (two-factor-challenge.tsx).
import { Link, useRouter } from '@tanstack/react-router';
import { Alert } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FormError } from '@/components/forms/form-error';
import { errorMessages, MessageError } from '@/components/error-messages';
import { useFieldsSubmit } from '@/components/forms/use-form-submit';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { targetAfterLogin } from './after-login';
import { reloadSession } from './session';
import { signIn, type Credentials, type SignInResult } from './sign-in';
import { SignInForm, useSignInForm } from './sign-in-form';
import { SocialSignInSlot } from './social-sign-in-slot';
import type { SocialErrorCode } from '@/lib/social-login';

// Demo accounts exist only in the demo build; production never loads this chunk.
const DemoAccounts = import.meta.env.MODE === 'demo' ? lazy(() => import('./demo-accounts')) : undefined;
// The two-factor step (its code, or the notice that it expired), loaded only when a sign-in asks for
// a code, before it is shown: no blank moment.
const loadTwoFactorStep = () => import('./two-factor-challenge');
const TwoFactorStep = lazy(loadTwoFactorStep);

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Sign in' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'No account yet?' },
  signUp: { id: 'auth.login.signUp', defaultMessage: 'Create one' },
  sessionEnded: { id: 'auth.login.sessionEnded', defaultMessage: 'Your session has ended. Sign in again to continue; your changes are kept.' },
});

interface Props {
  redirectPath?: string;
  /** Sent here because the session ended in the middle of work (http.ts): say so. */
  sessionEnded?: boolean;
  /** Sent back here by the backend's social sign-in callback, which did not sign anyone in. */
  socialError?: SocialErrorCode;
}

export function LoginPage({ redirectPath, sessionEnded = false, socialError }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const config = getConfig();
  const registration = useFeature(FEATURES.registration);
  const startupError = useSession((state) => state.loginError);
  const form = useSignInForm();
  /**
   * The two-factor step: the credentials of the sign-in that waits for its code; null once that
   * sign-in has expired (the e-mail and password again, saying so); undefined otherwise.
   */
  const [twoFactor, setTwoFactor] = useState<Credentials | null>();
  usePageTitle(messages.title);

  const finish = async (user: Exclude<SignInResult, 'two-factor'>) => {
    if (user === 'unverified') return;
    if (!user) throw new MessageError(errorMessages.authenticationFailed);
    const target = targetAfterLogin(user, redirectPath, config, () => void router.navigate({ to: '/' }));
    if (target) await router.navigate({ href: target });
  };

  const { submit, submitting, error, retry } = useFieldsSubmit(form.fields, async (values: Credentials) => {
    setTwoFactor(undefined);
    const result = await signIn(values, config);
    if (result !== 'two-factor') return finish(result);
    await loadTwoFactorStep();
    setTwoFactor(values);
  });

  const shownError = error ?? startupError;
  return (
    <>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {sessionEnded && (
        <Alert type="info" showIcon role="status" title={intl.formatMessage(messages.sessionEnded)} style={{ marginBottom: 16 }} />
      )}
      {twoFactor !== undefined && (
        <Suspense fallback={null}>
          <TwoFactorStep
            credentials={twoFactor}
            form={form}
            onSignedIn={finish}
            onStep={setTwoFactor}
          />
        </Suspense>
      )}
      {!twoFactor && (
        <>
          <FormError
            error={shownError}
            title={intl.formatMessage(errorMessages.authenticationFailed)}
            onRetry={error ? retry : () => void reloadSession().then((user) => user && router.invalidate())}
          />
          <SignInForm form={form} showRemember={!config.authenticateWithToken} submitting={submitting} onSubmit={(values) => void submit(values)} />
          <SocialSignInSlot redirectPath={redirectPath} error={socialError} />
          {registration && (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
              <span>{intl.formatMessage(messages.noAccount)}</span>
              <Link to="/sign-up">{intl.formatMessage(messages.signUp)}</Link>
            </div>
          )}
        </>
      )}
      {DemoAccounts && (
        <Suspense fallback={null}>
          <DemoAccounts
            onPick={(email) => {
              setTwoFactor(undefined);
              form.fill({ email, password: 'password' });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
