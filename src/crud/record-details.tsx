// A record's fields, read-only (for users who may view but not change it). On a phone they are the
// phone lists' label: value pairs (row-details.tsx): antd's bordered table there left a value a few
// letters a line beside a label kept whole.
import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
import { formatDisplay } from './field-format';
import { FieldTags } from './field-tags';
import { DetailList } from './row-details';
import type { FieldDefinition } from '@/lib/field-definition';

export function RecordDetails<T>({ fields, record }: { fields: FieldDefinition<T>[]; record: T }) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const items = fields
    .filter((field) => field.details !== false)
    .map((field) => ({ key: field.name, label: intl.formatMessage(field.label), children: field.tags ? <FieldTags names={field.tags(record, intl)} /> : formatDisplay(intl, field, record) }));
  if (narrow) return <DetailList items={items.map(({ key, label, children }) => ({ id: key, label, content: children }))} />;
  return <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />;
}
