// The second step of a two-factor sign-in (Fortify's two-factor challenge): the 6-digit code of the
// authenticator app, or one of the account's recovery codes. The sign-in page loads this module only
// when a sign-in asks for a code, so its first load carries none of it; it is drawn as the sign-in
// form is (SignInField and antd's Input by its own module, no antd Form).
import { Alert, Button } from 'antd';
import type { InputRef } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isStatus, ValidationError } from '@/api/errors';
import { twoFactorChallenge } from '@/api/two-factor';
import { FormError } from '@/components/forms/form-error';
import { requiredValidator } from '@/components/forms/field-rules';
import { useFieldsSubmit, type FormFields } from '@/components/forms/use-form-submit';
import { getConfig, type PublicConfig } from '@/lib/config';
import { loadSignedInUser, signInWithToken, type Credentials, type SignInResult, type TwoFactorAnswer } from './sign-in';
import { SignInField } from './sign-in-field';
import type { SignInFormState } from './sign-in-form';

export const twoFactorMessages = defineMessages({
  title: { id: 'auth.twoFactor.title', defaultMessage: 'Two-factor authentication' },
  codeIntro: { id: 'auth.twoFactor.codeIntro', defaultMessage: 'Enter the 6-digit code from your authenticator app.' },
  recoveryIntro: {
    id: 'auth.twoFactor.recoveryIntro',
    defaultMessage: 'Enter one of your recovery codes. Each recovery code works only once.',
  },
  code: { id: 'auth.twoFactor.code', defaultMessage: 'Authentication code' },
  recoveryCode: { id: 'auth.twoFactor.recoveryCode', defaultMessage: 'Recovery code' },
  submit: { id: 'auth.twoFactor.submit', defaultMessage: 'Verify and sign in' },
  useRecovery: { id: 'auth.twoFactor.useRecovery', defaultMessage: 'Use a recovery code instead' },
  useCode: { id: 'auth.twoFactor.useCode', defaultMessage: 'Use the code from your authenticator app instead' },
  back: { id: 'auth.twoFactor.back', defaultMessage: 'Back to e-mail and password' },
  // The words of errors.authenticationFailed (spec §8), under this step's own id: the catalogue of
  // error messages is in a file of the first load that this one would otherwise list to preload.
  failed: { id: 'auth.twoFactor.failed', defaultMessage: 'Authentication failed' },
  expired: { id: 'auth.twoFactor.expired', defaultMessage: 'Your sign-in has expired. Please enter your password again.' },
});

/**
 * Above the e-mail and password once a pending sign-in has expired (the sign-in page shows it, with
 * the e-mail kept): the password is what to type, so it takes the focus (after the e-mail field's
 * autoFocus, applied as the form mounted, before this lazily drawn notice).
 */
function TwoFactorExpired() {
  const intl = useIntl();
  useEffect(() => document.getElementById('password')?.focus(), []);
  return <Alert type="warning" showIcon role="alert" title={intl.formatMessage(twoFactorMessages.expired)} style={{ marginBottom: 16 }} />;
}

type Mode = 'code' | 'recovery_code';

/**
 * Finishes a sign-in that answered 'two-factor': cookie mode answers Fortify's challenge for the
 * login the session keeps pending; token mode asks for the token again, with the code.
 */
async function answerTwoFactor(credentials: Credentials, answer: TwoFactorAnswer, config: PublicConfig): Promise<SignInResult> {
  if (config.authenticateWithToken) return signInWithToken(credentials, config, answer);
  await twoFactorChallenge(answer);
  return loadSignedInUser();
}

/** Text buttons flush with the form's left edge; a long label wraps, and each stays a 32 px target. */
const LINK_BUTTON = { paddingInline: 0, height: 'auto', minHeight: 32, whiteSpace: 'normal', textAlign: 'start' } as const;

/** Authenticator apps show the code in groups ("123 456") and pasted codes carry spaces: none are sent. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * The pending sign-in is gone and the credentials must be given again: the session that kept it
 * has expired (cookie mode: 419, see twoFactorChallenge), or, in token mode, the credentials sent
 * again with the code no longer pass (422 on `email`).
 */
function isSignInGone(error: unknown): boolean {
  return isStatus(error, 419) || (error instanceof ValidationError && 'email' in error.fieldErrors);
}

interface Props {
  /**
   * The credentials of the sign-in waiting for its code (token mode sends them again with it); null
   * once it has expired: then only the notice shows, above the sign-in page's e-mail and password.
   */
  credentials: Credentials | null;
  /** The sign-in page's e-mail and password form, its values kept while this step shows. */
  form: SignInFormState;
  /** The sign-in's end, as the first step's: where redirect_path or the role leads. */
  onSignedIn: (result: Exclude<SignInResult, 'two-factor'>) => Promise<void>;
  /** Leaves this step: undefined back to the e-mail and password, null because the sign-in expired. */
  onStep: (step: undefined | null) => void;
}

/** The sign-in page's two-factor step: the challenge, or the notice that it expired. */
export default function TwoFactorStep(props: Props) {
  return props.credentials ? <TwoFactorChallenge {...props} credentials={props.credentials} /> : <TwoFactorExpired />;
}

function TwoFactorChallenge({ credentials, form, onSignedIn, onStep }: Props & { credentials: Credentials }) {
  const intl = useIntl();
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const input = useRef<InputRef>(null);
  const label = mode === 'code' ? twoFactorMessages.code : twoFactorMessages.recoveryCode;
  const validate = useMemo(() => requiredValidator(intl, label), [intl, label]);

  const fields = useMemo<FormFields>(
    () => ({
      setFieldErrors: (list) => {
        setErrors(list.filter(({ name }) => name.join('.') === mode).flatMap((field) => field.errors));
        refocus.current = true;
      },
      fieldNames: () => [mode],
    }),
    [mode],
  );

  /** A wrong code puts the focus back on the field, once it is enabled again. */
  const refocus = useRef(false);
  const { submit, submitting, error, retry, clearError } = useFieldsSubmit(fields, async (answer: TwoFactorAnswer) => {
    let result: SignInResult;
    try {
      result = await answerTwoFactor(credentials, answer, getConfig());
    } catch (caught) {
      if (!isSignInGone(caught)) throw caught;
      // Back to the e-mail (kept) and the password (to type again), saying why (TwoFactorExpired).
      form.setValues((values) => ({ ...values, password: '' }));
      onStep(null);
      return;
    }
    if (result !== 'two-factor') await onSignedIn(result);
  });

  useEffect(() => {
    if (submitting || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [submitting]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(value);
    setErrors(found);
    if (found.length > 0) {
      input.current?.focus();
      return;
    }
    const answer = withoutSpaces(value);
    void submit(mode === 'code' ? { code: answer } : { recovery_code: answer });
  };

  // The other field takes the focus as it appears (autoFocus).
  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery_code' : 'code');
    setValue('');
    setErrors([]);
    clearError();
  };

  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" style={{ fontSize: '1.125rem', fontWeight: 600, margin: '0 0 8px' }}>
        {intl.formatMessage(twoFactorMessages.title)}
      </h2>
      <p style={{ margin: '0 0 16px' }}>
        {intl.formatMessage(mode === 'code' ? twoFactorMessages.codeIntro : twoFactorMessages.recoveryIntro)}
      </p>
      <FormError error={error} title={intl.formatMessage(twoFactorMessages.failed)} onRetry={retry} />
      <form onSubmit={send} noValidate>
        <SignInField key={mode} id={`two-factor-${mode}`} label={intl.formatMessage(label)} errors={errors} required>
          {(control) => (
            <Input
              {...control}
              ref={input}
              autoFocus
              autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
              inputMode={mode === 'code' ? 'numeric' : 'text'}
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (errors.length > 0) setErrors(validate(event.target.value));
              }}
              disabled={submitting}
            />
          )}
        </SignInField>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
          {intl.formatMessage(twoFactorMessages.submit)}
        </Button>
      </form>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', marginTop: 12 }}>
        <Button type="link" style={LINK_BUTTON} onClick={switchMode} disabled={submitting}>
          {intl.formatMessage(mode === 'code' ? twoFactorMessages.useRecovery : twoFactorMessages.useCode)}
        </Button>
        <Button type="link" style={LINK_BUTTON} onClick={() => onStep(undefined)} disabled={submitting}>
          {intl.formatMessage(twoFactorMessages.back)}
        </Button>
      </div>
    </section>
  );
}
