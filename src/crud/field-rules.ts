// antd Form rules of a field: required, e-mail format, pattern, length and number bounds.
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { fieldMessages } from '@/components/forms/field-messages';
import { crudValueMessages, ruleMessages } from './messages';
import type { FieldDefinition } from '@/lib/field-definition';

const SELECTS = new Set(['enum', 'reference', 'image', 'date', 'time']);
const TEXTS = new Set(['text', 'textarea', 'email', 'phone', 'password', 'url']);
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

export function fieldRules<T>(intl: IntlShape, field: FieldDefinition<T>, creating = false): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required || (creating && field.form && field.form.requiredOnCreate)) {
    const message = field.requiredMessage
      ? intl.formatMessage(field.requiredMessage)
      : SELECTS.has(field.type)
        ? intl.formatMessage(ruleMessages.selectOne)
        : intl.formatMessage(ruleMessages.required, { field: intl.formatMessage(field.label).toLowerCase() });
    // `whitespace` makes async-validator check a string: only for text fields.
    rules.push(
      TEXTS.has(field.type)
        ? { required: true, whitespace: true, message }
        : field.multiple
          ? { required: true, type: 'array', min: 1, message }
          : { required: true, message },
    );
  }
  if (field.type === 'email') rules.push({ type: 'email', message: intl.formatMessage(fieldMessages.emailFormat) });
  if (field.type === 'url') rules.push({ pattern: WEB_ADDRESS, message: intl.formatMessage(crudValueMessages.urlFormat) });
  if (field.pattern) rules.push({ pattern: field.pattern.regex, message: intl.formatMessage(field.pattern.message) });
  if (field.maxLength) rules.push({ max: field.maxLength, message: intl.formatMessage(crudValueMessages.tooLong, { max: field.maxLength }) });
  if (field.min !== undefined || field.max !== undefined) {
    const min = field.min ?? Number.MIN_SAFE_INTEGER;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    rules.push({ type: 'number', min, max, message: intl.formatMessage(crudValueMessages.invalidNumber, { min, max }) });
  }
  return rules;
}
