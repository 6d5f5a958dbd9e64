// "Confirm your password to continue": Laravel's password.confirm answered 423, the HTTP layer waits
// (stores/password-confirmation.ts). The password goes to Fortify's confirm-password; a wrong one
// stays on its field. Confirm lets every waiting call go again; Cancel leaves things as they were
// (the calls reject with PasswordConfirmationCanceled, which the forms do not show as an error).
import { Button, Form, Input, Modal } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { confirmPassword } from '@/api/two-factor-setup';
import { FormError } from '@/components/forms/form-error';
import { fieldMessages } from '@/components/forms/field-messages';
import { requiredRule } from '@/components/forms/field-rules';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { settlePasswordConfirmation, usePasswordConfirmation } from '@/stores/password-confirmation';

export const passwordDialogMessages = defineMessages({
  title: { id: 'passwordConfirmation.title', defaultMessage: 'Confirm your password to continue' },
  intro: {
    id: 'passwordConfirmation.intro',
    defaultMessage: 'This is a sensitive action. Enter your password; you will not be asked again for a while.',
  },
  confirm: { id: 'passwordConfirmation.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'passwordConfirmation.cancel', defaultMessage: 'Cancel' },
});

export function PasswordDialog() {
  const intl = useIntl();
  const open = usePasswordConfirmation((state) => state.open);
  const [form] = Form.useForm<{ password: string }>();
  const { submit, submitting, error, retry, clearError } = useFormSubmit(form, async ({ password }) => {
    await confirmPassword(password);
    settlePasswordConfirmation(true);
  });
  const cancel = () => {
    if (!submitting) settlePasswordConfirmation(false);
  };
  return (
    <Modal
      open={open}
      title={intl.formatMessage(passwordDialogMessages.title)}
      onCancel={cancel}
      // A new dialog starts empty: its form goes with it, the password with the form (preserve={false}).
      afterClose={clearError}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel} disabled={submitting}>
          {intl.formatMessage(passwordDialogMessages.cancel)}
        </Button>,
        <Button key="confirm" type="primary" loading={submitting} onClick={() => form.submit()}>
          {intl.formatMessage(passwordDialogMessages.confirm)}
        </Button>,
      ]}
    >
      <p>{intl.formatMessage(passwordDialogMessages.intro)}</p>
      <FormError error={error} onRetry={retry} />
      {/* Its own name: its field's id must not be the profile's "password" beside it. */}
      <Form form={form} name="confirm-password" preserve={false} layout="vertical" onFinish={(values) => void submit(values)} disabled={submitting} requiredMark={false}>
        <Form.Item name="password" label={intl.formatMessage(fieldMessages.password)} rules={[requiredRule(intl, fieldMessages.password)]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
