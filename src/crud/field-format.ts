// A field's value as text, in the user's language: table cells, details and CSV all use it.
import type { IntlShape } from 'react-intl';
import { formatCalendarDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { booleanMessages } from './boolean-messages';
import { crudMessages } from './messages';
import { resolveField, type FieldDefinition } from '@/lib/field-definition';

/** The value at a dotted path ('menu_defaults.price'); undefined when a step is missing. */
export function valueAt(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);
}

/** '' for no value (empty cells and CSV fields); use formatDisplay for the dash. */
export function formatValue<T>(intl: IntlShape, field: FieldDefinition<T>, record: T): string {
  if (field.display) return field.display(record, intl) ?? '';
  if (field.type === 'typed') return formatValue(intl, resolveField(field, record), record);
  const value = valueAt(record, field.name);
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'boolean':
      return intl.formatMessage(value ? booleanMessages.yes : booleanMessages.no);
    case 'money':
      return typeof value === 'number' ? formatMoney(intl, value) : String(value);
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? intl.formatNumber(value) : String(value);
    case 'date':
      return formatCalendarDate(intl, String(value));
    case 'datetime':
      return intl.formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' });
    case 'enum': {
      const option = field.enumOptions?.find((choice) => choice.value === value);
      return option ? intl.formatMessage(option.label) : String(value);
    }
    default:
      return String(value);
  }
}

export function formatDisplay<T>(intl: IntlShape, field: FieldDefinition<T>, record: T): string {
  return formatValue(intl, field, record) || intl.formatMessage(crudMessages.none);
}
