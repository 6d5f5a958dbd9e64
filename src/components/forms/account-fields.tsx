// Field groups that several account forms share: first and last name, a new password with its
// confirmation. Field names follow the backend (first_name, password_confirmation, …).
import { Col, Form, Input, Row } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldMessages } from './field-messages';
import { confirmationRules, newPasswordRules, requiredRule } from './field-rules';

export function NameFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const intl = useIntl();
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="first_name" label={intl.formatMessage(fieldMessages.firstName)} rules={[requiredRule(intl, fieldMessages.firstName)]}>
          <Input autoComplete="given-name" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="last_name" label={intl.formatMessage(fieldMessages.lastName)} rules={[requiredRule(intl, fieldMessages.lastName)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function NewPasswordFields({ label = fieldMessages.password, autoFocus = false }: { label?: MessageDescriptor; autoFocus?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <Form.Item name="password" label={intl.formatMessage(label)} rules={newPasswordRules(intl, label)}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={intl.formatMessage(fieldMessages.passwordConfirmation)}
        dependencies={['password']}
        rules={confirmationRules(intl, 'password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
