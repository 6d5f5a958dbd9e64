// "Columns": show or hide the table's hideable columns (remembered per table).
import { Button, Checkbox, Popover } from 'antd';
import { useIntl } from 'react-intl';
import { crudMessages } from './messages';
import type { TableModel } from './table-model';

export function ColumnPicker<T extends { id: number }>({ table }: { table: TableModel<T> }) {
  const intl = useIntl();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  const content = (
    <div style={{ display: 'grid', gap: 6 }}>
      {columns.map((column) => (
        <Checkbox key={column.id} checked={column.getIsVisible()} onChange={(event) => column.toggleVisibility(event.target.checked)}>
          {String(column.columnDef.header ?? column.id)}
        </Checkbox>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button>{intl.formatMessage(crudMessages.columns)}</Button>
    </Popover>
  );
}
