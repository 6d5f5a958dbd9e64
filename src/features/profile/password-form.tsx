// Change password (PUT auth/user/password). The fields are cleared only after a success. It keeps
// no draft: passwords are never written to storage.
import { App, Button, Card, Form, Input } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { changePassword } from '@/api/auth';
import type { ChangePasswordPayload } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { fieldMessages } from '@/components/forms/field-messages';
import { NewPasswordFields } from '@/components/forms/account-fields';
import { requiredRule } from '@/components/forms/field-rules';
import { profileMessages } from './profile-messages';

const messages = defineMessages({
  title: { id: 'profile.password.title', defaultMessage: 'Change password' },
  save: { id: 'profile.password.save', defaultMessage: 'Change password' },
  saved: { id: 'profile.password.saved', defaultMessage: 'Your password has been changed.' },
});

export function PasswordForm() {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordPayload>();
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    await changePassword(values);
    form.resetFields();
    void message.success(intl.formatMessage(messages.saved));
  });
  return (
    <Card title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(messages.title)}</h2>}>
      <FormError error={error} onRetry={retry} />
      <Form form={form} layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <Form.Item name="current_password" label={intl.formatMessage(profileMessages.currentPassword)} rules={[requiredRule(intl, profileMessages.currentPassword)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={fieldMessages.newPassword} />
        <Button type="primary" htmlType="submit" loading={submitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Form>
    </Card>
  );
}
