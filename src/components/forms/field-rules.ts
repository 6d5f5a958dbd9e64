// Field rules for the auth forms, worded through react-intl: as antd Form rules, and as plain
// validators (a field's value → its messages, none when valid) for the sign-in form, which draws
// no antd Form. Both take their words from the same functions below.
import type { FormRule } from 'antd';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { fieldMessages, passwordLengthMessage, PASSWORD_MIN_LENGTH, requiredMessage } from './field-messages';

/** "Please enter your e-mail address": the message of a required field left empty. */
export function requiredText(intl: IntlShape, field: MessageDescriptor): string {
  return intl.formatMessage(requiredMessage, { field: intl.formatMessage(field).toLowerCase() });
}

export function emailFormatText(intl: IntlShape): string {
  return intl.formatMessage(fieldMessages.emailFormat);
}

/**
 * The e-mail pattern of antd's validator (@rc-component/async-validator's `type: 'email'`, from
 * emailregex.com), with its length limit of 320 characters.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 320 && EMAIL_PATTERN.test(value);
}

export function requiredRule(intl: IntlShape, field: MessageDescriptor): FormRule {
  return { required: true, whitespace: true, message: requiredText(intl, field) };
}

export function emailRules(intl: IntlShape): FormRule[] {
  return [requiredRule(intl, fieldMessages.email), { type: 'email', message: emailFormatText(intl) }];
}

/** A plain field validator: the value's messages, none when it is valid. */
export type FieldValidator = (value: string | undefined) => string[];

/** `requiredRule` as a plain validator: empty or only white space fails. */
export function requiredValidator(intl: IntlShape, field: MessageDescriptor): FieldValidator {
  return (value) => (value === undefined || value.trim() === '' ? [requiredText(intl, field)] : []);
}

/**
 * `emailRules` as a plain validator, with antd's results: nothing typed says "required"; white
 * space only says both (antd runs both rules; its e-mail rule skips only an empty value).
 */
export function emailValidator(intl: IntlShape): FieldValidator {
  const required = requiredValidator(intl, fieldMessages.email);
  return (value) => [...required(value), ...(value && !isEmailAddress(value) ? [emailFormatText(intl)] : [])];
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
