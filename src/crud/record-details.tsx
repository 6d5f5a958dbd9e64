// A record's fields, read-only (for users who may view but not change it).
import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { formatDisplay } from './field-format';
import { FieldTags } from './field-tags';
import type { FieldDefinition } from '@/lib/field-definition';

export function RecordDetails<T>({ fields, record }: { fields: FieldDefinition<T>[]; record: T }) {
  const intl = useIntl();
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={fields
        .filter((field) => field.details !== false)
        .map((field) => ({ key: field.name, label: intl.formatMessage(field.label), children: field.tags ? <FieldTags names={field.tags(record, intl)} /> : formatDisplay(intl, field, record) }))}
    />
  );
}
