// "Columns": show or hide the table's hideable columns (remembered per table).
import { Button, Checkbox, Popover } from 'antd';
import { useIntl } from 'react-intl';
import { crudMessages } from './messages';

export interface PickableColumn {
  id: string;
  label: string;
  visible: boolean;
}

export function ColumnPicker({ columns, onToggle }: { columns: PickableColumn[]; onToggle: (id: string, visible: boolean) => void }) {
  const intl = useIntl();
  if (columns.length === 0) return null;
  const content = (
    <div style={{ display: 'grid', gap: 6 }}>
      {columns.map((column) => (
        <Checkbox key={column.id} checked={column.visible} onChange={(event) => onToggle(column.id, event.target.checked)}>
          {column.label}
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
