// One list filter as a select in the toolbar: an enum's values, yes / no, or a reference's records
// (searched as the user types).
import { Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { filterChoices, filterField, isMultiple } from './list-filters';
import { useReferenceChoices } from './reference-choices';
import type { AnyResource, ListFilter } from '@/lib/resource-definition';

interface Props {
  resource: AnyResource;
  filter: ListFilter;
  value: string[] | undefined;
  onChange: (values: string[] | undefined) => void;
}

const NO_VALUES = () => ({});

export function ListFilterSelect({ resource, filter, value, onChange }: Props) {
  const intl = useIntl();
  const field = filterField(resource, filter);
  const [search, setSearch] = useState('');
  const reference = useReferenceChoices(field.reference, search, undefined, NO_VALUES);
  const label = intl.formatMessage(field.label);
  const options = field.reference
    ? reference.choices.map((choice) => ({ value: String(choice.value), label: choice.label }))
    : filterChoices(resource, filter).map((choice) => ({ value: choice.value, label: intl.formatMessage(choice.label) }));
  const multiple = isMultiple(filter);
  const change = (next: string | string[] | undefined) => {
    const values = next === undefined ? [] : Array.isArray(next) ? next : [next];
    onChange(values.length ? values : undefined);
  };
  return (
    <Select
      aria-label={label}
      placeholder={label}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      maxTagCount="responsive"
      options={options}
      value={multiple ? (value ?? []) : value?.[0]}
      onChange={change}
      showSearch={field.reference ? { filterOption: false, onSearch: setSearch } : undefined}
      loading={reference.loading}
      style={{ minWidth: 180, maxWidth: 360 }}
      popupMatchSelectWidth={false}
    />
  );
}
