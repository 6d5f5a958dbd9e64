// Name and e-mail address (Fortify profile-information). A new address must be verified again.
// What is typed is kept as a draft (offered back after a session loss) until it is saved.
import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { updateProfile } from '@/api/auth';
import type { ProfilePayload, User } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { setSessionUser } from '@/stores/session';
import { fieldMessages } from '@/components/forms/field-messages';
import { NameFields } from '@/components/forms/account-fields';
import { emailRules } from '@/components/forms/field-rules';
import { profileMessages } from './profile-messages';

const messages = defineMessages({
  title: { id: 'profile.info.title', defaultMessage: 'Profile information' },
  save: { id: 'profile.info.save', defaultMessage: 'Save profile' },
  saved: { id: 'profile.info.saved', defaultMessage: 'Your profile has been saved.' },
});

export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfilePayload>();
  const [initialValues] = useState<ProfilePayload>(() => ({ first_name: user.first_name, last_name: user.last_name, email: user.email }));
  const draft = useFormDraft(form, initialValues);
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    const { data } = await updateProfile(values);
    draft.drop();
    setSessionUser({ ...user, ...data, roles: user.roles, tenants: user.tenants });
    void message.success(intl.formatMessage(messages.saved));
  });
  return (
    <Card title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(messages.title)}</h2>}>
      {draft.notice}
      <FormError error={error} onRetry={retry} />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(_, all) => draft.save(all)}
        disabled={submitting}
        initialValues={initialValues}
        requiredMark={false}
      >
        <NameFields />
        <Form.Item
          name="email"
          label={intl.formatMessage(fieldMessages.email)}
          extra={intl.formatMessage(profileMessages.emailChangeHint)}
          rules={emailRules(intl)}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Form>
    </Card>
  );
}
