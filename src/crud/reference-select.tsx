// A select whose choices come from the API (reference and image fields): searched as the user
// types, reloaded when the field it depends on changes, with a preview for images.
import { Form, Select, Space } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { crudMessages } from './messages';
import { useReferenceChoices } from './reference-choices';
import type { FieldDefinition } from '@/lib/field-definition';

interface Props<T> {
  field: FieldDefinition<T>;
  id?: string;
  value?: string | number | (string | number)[] | null;
  onChange?: (value: string | number | (string | number)[] | null) => void;
  'aria-required'?: boolean;
}

const preview: CSSProperties = { width: 32, height: 24, objectFit: 'cover', borderRadius: 2 };
const largePreview: CSSProperties = { display: 'block', width: 160, height: 100, objectFit: 'cover', borderRadius: 4, marginTop: 8 };

export function ReferenceSelect<T>({ field, id, value, onChange, ...aria }: Props<T>) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const source = field.reference;
  const dependency = Form.useWatch(source?.dependsOn ? source.dependsOn.split('.') : [], form) as unknown;
  const [search, setSearch] = useState('');
  const state = useReferenceChoices(source, search, dependency, () => form.getFieldsValue(true) as Record<string, unknown>);

  const selected = state.choices.find((choice) => choice.value === value);
  return (
    <>
      <Select
        id={id}
        aria-required={aria['aria-required']}
        mode={field.multiple ? 'multiple' : undefined}
        value={value ?? undefined}
        onChange={(next: string | number | (string | number)[] | undefined) => onChange?.(next ?? (field.multiple ? [] : null))}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        allowClear={!field.required}
        loading={state.loading}
        placeholder={intl.formatMessage(crudMessages.selectPlaceholder)}
        style={{ width: '100%' }}
        options={state.choices.map((choice) => ({
          value: choice.value,
          disabled: choice.disabled,
          label:
            field.type === 'image' && choice.imageUrl ? (
              <Space>
                <img src={choice.imageUrl} alt="" style={preview} />
                {choice.label}
              </Space>
            ) : (
              choice.label
            ),
        }))}
      />
      {field.type === 'image' && selected?.imageUrl && <img src={selected.imageUrl} alt="" style={largePreview} />}
    </>
  );
}
