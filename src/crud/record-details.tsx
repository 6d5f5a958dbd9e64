// A record's fields, read-only (for users who may view but not change it). On a phone each label
// stands above its value: beside it, a label kept whole left a value a few letters a line.
import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
import { formatDisplay } from './field-format';
import { FieldTags } from './field-tags';
import type { FieldDefinition } from '@/lib/field-definition';

export function RecordDetails<T>({ fields, record }: { fields: FieldDefinition<T>[]; record: T }) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Descriptions
      bordered
      layout={narrow ? 'vertical' : 'horizontal'}
      column={{ xs: 1, md: 2 }}
      items={fields
        .filter((field) => field.details !== false)
        .map((field) => ({ key: field.name, label: intl.formatMessage(field.label), children: field.tags ? <FieldTags names={field.tags(record)} /> : formatDisplay(intl, field, record) }))}
    />
  );
}
