// The list's column definitions, made from the resource's fields: a selection column, one column
// per listed field (the first links to the record), and the row actions.
import { Link } from '@tanstack/react-router';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space } from 'antd';
import { LinkButton } from '@/components/link-button';
import type { IntlShape } from 'react-intl';
import { formatDisplay } from './field-format';
import { crudMessages, crudValueMessages } from './messages';
import { columnHelper, type ModelColumn } from './table-model';
import type { FieldDefinition, ResourceDefinition } from '@/lib/resource-definition';

interface ColumnOptions<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  intl: IntlShape;
  selectable: boolean;
  editable: boolean;
  onDelete?: (record: T) => void;
}

export function listedFields<T>(fields: FieldDefinition<T>[]): FieldDefinition<T>[] {
  return fields.filter((field) => field.list !== false && field.list !== undefined);
}

function FieldCell<T extends { id: number }>({ field, record, intl }: { field: FieldDefinition<T>; record: T; intl: IntlShape }) {
  const text = formatDisplay(intl, field, record);
  if (field.type === 'image') {
    const url = (record as Record<string, unknown>)[field.name];
    return typeof url === 'string' && url ? <img src={url} alt="" style={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 4 }} /> : text;
  }
  return text;
}

export function buildColumns<T extends { id: number }, P>(options: ColumnOptions<T, P>): ModelColumn<T>[] {
  const { resource, params, intl } = options;
  const helper = columnHelper<T>();
  const recordHref = resource.routes.record;
  const columns: ModelColumn<T>[] = listedFields(resource.fields).map((field, index) =>
    helper.accessor((row: T) => formatDisplay(intl, field, row), {
      id: field.name,
      header: intl.formatMessage(field.label),
      enableSorting: Boolean(field.list && field.list.sortable),
      enableHiding: index > 0,
      cell: ({ row }) =>
        index === 0 && recordHref ? (
          <Link to={recordHref(row.original, params)}>{formatDisplay(intl, field, row.original)}</Link>
        ) : (
          <FieldCell field={field} record={row.original} intl={intl} />
        ),
    }),
  );
  if (options.selectable) {
    columns.unshift(
      helper.display({
        id: 'select',
        enableHiding: false,
        header: ({ table }) => (
          <Checkbox
            aria-label={intl.formatMessage(crudMessages.selectAll)}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={intl.formatMessage(crudValueMessages.selectRow, { name: resource.titleOf(row.original) })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
    );
  }
  const { onDelete } = options;
  const showEdit = Boolean(recordHref && options.editable);
  if (showEdit || onDelete) {
    columns.push(
      helper.display({
        id: 'actions',
        enableHiding: false,
        header: intl.formatMessage(crudMessages.actions),
        cell: ({ row }) => {
          const name = resource.titleOf(row.original);
          return (
            <Space size={4}>
              {showEdit && recordHref && (
                <LinkButton
                  type="text"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={`${intl.formatMessage(crudMessages.edit)} ${name}`}
                  to={recordHref(row.original, params)}
                />
              )}
              {onDelete && (
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${intl.formatMessage(crudMessages.delete)} ${name}`}
                  onClick={() => onDelete(row.original)}
                />
              )}
            </Space>
          );
        },
      }),
    );
  }
  return columns;
}
