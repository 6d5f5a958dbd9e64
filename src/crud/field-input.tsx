// The form control of a field, by its type.
import { Input, Select, Switch, TimePicker } from 'antd';
import { useIntl } from 'react-intl';
import { DatePickerField } from '@/components/forms/date-picker-field';
import { lengthCount } from '@/components/forms/length-count';
import { NumberInput } from '@/components/forms/number-input';
import { getConfig } from '@/lib/config';
import { minorDigits } from '@/lib/money';
import { TIME_FORMAT } from './form-values';
import { crudMessages } from './messages';
import { ReferenceSelect } from './reference-select';
import type { FieldDefinition } from '@/lib/field-definition';

/** antd Form.Item injects id, value and onChange into the control. A typed field comes resolved (resource-form.tsx). */
export function FieldInput<T>({ field, ...injected }: { field: FieldDefinition<T> }) {
  const intl = useIntl();
  const props = { ...injected, 'aria-required': field.required || undefined };
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...props} count={lengthCount(field.maxLength)} autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'email':
      return <Input {...props} type="email" />;
    case 'url':
      return <Input {...props} type="url" placeholder="https://" />;
    case 'password':
      return <Input.Password {...props} autoComplete="new-password" />;
    case 'phone':
      return <Input {...props} type="tel" />;
    case 'integer':
      return <NumberInput {...props} precision={0} min={field.min} max={field.max} style={{ width: '100%' }} />;
    case 'decimal':
      return <NumberInput {...props} min={field.min} max={field.max} step={field.step ?? 0.0001} style={{ width: '100%' }} />;
    case 'money':
      return <NumberInput {...props} precision={minorDigits()} min={0} step={minorDigits() === 0 ? 1 : 0.1} suffix={getConfig().currency} style={{ width: '100%' }} />;
    case 'boolean':
      return <Switch {...props} />;
    case 'date':
      return <DatePickerField {...props} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...props} format={TIME_FORMAT} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />;
    case 'enum':
      return (
        <Select
          {...props}
          allowClear={!field.required}
          placeholder={intl.formatMessage(crudMessages.selectPlaceholder)}
          options={field.enumOptions?.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))}
        />
      );
    case 'reference':
    case 'image':
      return <ReferenceSelect {...props} field={field} />;
    default:
      return <Input {...props} count={lengthCount(field.maxLength)} />;
  }
}
