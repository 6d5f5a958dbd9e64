// Between a record and antd Form values: cents ↔ currency units, 'YYYY-MM-DD' / 'HH:mm' ↔ dayjs,
// empty ↔ null; dotted field names become nested objects ('menu_defaults.price'); a typed value as
// the type its record names.
import dayjs, { type Dayjs } from 'dayjs';
import { ISO_DATE } from '@/lib/date-presets';
import { toMajor, toMinor } from '@/lib/money';
import { valueAt } from './field-format';
import { resolveField, type FieldDefinition } from '@/lib/field-definition';

export const TIME_FORMAT = 'HH:mm';

export function formFields<T>(fields: FieldDefinition<T>[], creating: boolean): FieldDefinition<T>[] {
  return fields.filter((field) => field.form !== false && field.form !== undefined && (creating || !field.form.createOnly));
}

/** antd name path of a dotted field name. */
export function namePath(name: string): string[] {
  return name.split('.');
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = (target[head] ??= {}) as Record<string, unknown>;
  setAt(child, rest, value);
}

function parseTime(value: string): Dayjs | undefined {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  return match ? dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0) : undefined;
}

function toFormValue(type: FieldDefinition<unknown>['type'], value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (type) {
    case 'money':
      return typeof value === 'number' ? toMajor(value) : undefined;
    case 'date':
      return dayjs(String(value), ISO_DATE);
    case 'time':
      return parseTime(String(value));
    default:
      return value;
  }
}

function toInputValue(field: FieldDefinition<unknown>, value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return field.type === 'boolean' ? false : null;
  }
  switch (field.type) {
    case 'money':
      return toMinor(Number(value));
    case 'date':
      return (value as Dayjs).format(ISO_DATE);
    case 'time':
      return (value as Dayjs).format(TIME_FORMAT);
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'url':
      return String(value).trim();
    default:
      return value;
  }
}

export function toFormValues<T>(fields: FieldDefinition<T>[], record: T | undefined, defaults: Record<string, unknown> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = record === undefined ? defaults[field.name] : valueAt(record, field.name);
    const { type } = resolveField(field, record ?? defaults);
    const value = toFormValue(type, raw);
    if (value !== undefined) setAt(values, namePath(field.name), value);
    else if (type === 'boolean') setAt(values, namePath(field.name), false);
  }
  return values;
}

export function toInput<T>(fields: FieldDefinition<T>[], values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    setAt(input, namePath(field.name), toInputValue(resolveField(field, values) as FieldDefinition<unknown>, valueAt(values, field.name)));
  }
  return input;
}
