// antd Form rules for the auth forms, worded through react-intl.
import type { FormRule } from 'antd';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { fieldMessages, passwordLengthMessage, PASSWORD_MIN_LENGTH, requiredMessage } from './field-messages';

export function requiredRule(intl: IntlShape, field: MessageDescriptor): FormRule {
  return { required: true, whitespace: true, message: intl.formatMessage(requiredMessage, { field: intl.formatMessage(field).toLowerCase() }) };
}

export function emailRules(intl: IntlShape): FormRule[] {
  return [requiredRule(intl, fieldMessages.email), { type: 'email', message: intl.formatMessage(fieldMessages.emailFormat) }];
}

export function newPasswordRules(intl: IntlShape, field: MessageDescriptor = fieldMessages.password): FormRule[] {
  return [
    requiredRule(intl, field),
    { min: PASSWORD_MIN_LENGTH, message: intl.formatMessage(passwordLengthMessage, { min: PASSWORD_MIN_LENGTH }) },
  ];
}

/** The confirmation must equal the field named `passwordField`. */
export function confirmationRules(intl: IntlShape, passwordField: string): FormRule[] {
  return [
    requiredRule(intl, fieldMessages.passwordConfirmation),
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || getFieldValue(passwordField) === value
          ? Promise.resolve()
          : Promise.reject(new Error(intl.formatMessage(fieldMessages.passwordMismatch))),
    }),
  ];
}
