// The sign-in form, drawn without antd's Form: Form, its validator, Tooltip and grid are ~40 kB
// gzip of the sign-in page's first load, for two fields and a checkbox. It looks and behaves as
// the antd form it replaces: vertical labels, errors under the fields, the same rules and words
// (field-rules.ts), validation on submit and again on each change of a field that has shown an
// error, the first invalid field focused, server field errors on their fields (useFieldsSubmit).
import { Link } from '@tanstack/react-router';
import { Button, Checkbox } from 'antd';
import type { InputRef } from 'antd';
// The two inputs by their own modules: antd's Input barrel also brings TextArea, Search and OTP
// (~8 kB gzip) into the sign-in page's first load. Rows are plain flex boxes (antd's Flex as drawn).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fieldMessages } from '@/components/forms/field-messages';
import { emailValidator, requiredValidator, type FieldValidator } from '@/components/forms/field-rules';
import type { FormFields } from '@/components/forms/use-form-submit';
import { SignInField } from './sign-in-field';
import type { Credentials } from './sign-in';
import './sign-in-form.css';

const messages = defineMessages({
  remember: { id: 'auth.login.remember', defaultMessage: 'Keep me signed in' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
});

type TextField = 'email' | 'password';
const TEXT_FIELDS: TextField[] = ['email', 'password'];
type Errors = Partial<Record<TextField, string[]>>;
const NO_ERRORS: string[] = [];

/** The form's state, made by its page (as antd's Form.useForm): values, errors, and the fields for the submit hook. */
export function useSignInForm() {
  const [values, setValues] = useState<Required<Credentials>>({ email: '', password: '', remember: true });
  const [errors, setErrors] = useState<Errors>({});
  /** Fields that have shown an error: each change validates them again (antd's behaviour). */
  const shown = useRef(new Set<TextField>());
  const inputs = useRef<Partial<Record<TextField, InputRef | null>>>({});

  const fields = useMemo<FormFields>(
    () => ({
      setFieldErrors: (list) => {
        const next: Errors = {};
        for (const { name, errors: fieldErrors } of list) {
          const field = name.join('.') as TextField;
          if (!TEXT_FIELDS.includes(field)) continue;
          next[field] = fieldErrors;
          shown.current.add(field);
        }
        setErrors((current) => ({ ...current, ...next }));
      },
      fieldNames: () => [...TEXT_FIELDS, 'remember'],
    }),
    [],
  );

  /** Puts values in the fields (the demo accounts' pick), as antd's setFieldsValue: errors stay. */
  const fill = useCallback((filled: Partial<Credentials>) => setValues((current) => ({ ...current, ...filled })), []);

  return { values, setValues, errors, setErrors, shown, inputs, fields, fill };
}

export type SignInFormState = ReturnType<typeof useSignInForm>;

interface Props {
  form: SignInFormState;
  /** Token mode has no "Keep me signed in". */
  showRemember: boolean;
  submitting: boolean;
  onSubmit: (values: Credentials) => void;
}

export function SignInForm({ form, showRemember, submitting, onSubmit }: Props) {
  const intl = useIntl();
  const { values, setValues, errors, setErrors, shown, inputs } = form;
  const validators = useMemo<Record<TextField, FieldValidator>>(
    () => ({ email: emailValidator(intl), password: requiredValidator(intl, fieldMessages.password) }),
    [intl],
  );

  const change = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (shown.current.has(field)) setErrors((current) => ({ ...current, [field]: validators[field](value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {};
    for (const field of TEXT_FIELDS) found[field] = validators[field](values[field]);
    setErrors(found);
    const invalid = TEXT_FIELDS.filter((field) => found[field]!.length > 0);
    invalid.forEach((field) => shown.current.add(field));
    if (invalid.length > 0) {
      inputs.current[invalid[0]!]?.focus();
      return;
    }
    const { remember, ...credentials } = values;
    onSubmit(showRemember ? { ...credentials, remember } : credentials);
  };

  const refOf = (field: TextField) => (input: InputRef | null) => {
    inputs.current[field] = input;
  };

  return (
    // noValidate: the form's own messages, not the browser's bubble on an e-mail without "@".
    <form onSubmit={submit} noValidate>
      <SignInField id="email" label={intl.formatMessage(fieldMessages.email)} errors={errors.email ?? NO_ERRORS} required>
        {(control) => (
          <Input
            {...control}
            ref={refOf('email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            disabled={submitting}
          />
        )}
      </SignInField>
      <SignInField id="password" label={intl.formatMessage(fieldMessages.password)} errors={errors.password ?? NO_ERRORS} required>
        {(control) => (
          <Password
            {...control}
            ref={refOf('password')}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            disabled={submitting}
          />
        )}
      </SignInField>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        {showRemember && (
          <Checkbox id="remember" checked={values.remember} disabled={submitting} onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))}>
            {intl.formatMessage(messages.remember)}
          </Checkbox>
        )}
        <Link to="/forgot-password">{intl.formatMessage(messages.forgot)}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
