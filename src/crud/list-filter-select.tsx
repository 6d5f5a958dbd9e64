// One list filter (an enum's values, or yes / no) as a select in the toolbar.
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { filterChoices, filterField, isMultiple } from './list-filters';
import type { AnyResource, ListFilter } from '@/lib/resource-definition';

interface Props {
  resource: AnyResource;
  filter: ListFilter;
  value: string[] | undefined;
  onChange: (values: string[] | undefined) => void;
}

export function ListFilterSelect({ resource, filter, value, onChange }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(filterField(resource, filter).label);
  const options = filterChoices(resource, filter).map((choice) => ({ value: choice.value, label: intl.formatMessage(choice.label) }));
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
      style={{ minWidth: 180, maxWidth: 360 }}
      popupMatchSelectWidth={false}
    />
  );
}
