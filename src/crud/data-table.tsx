// The one adapter from the TanStack Table model to antd's Table: headers and cells come from the
// model (FlexRender), sorting and paging go back to it.
import type { Row } from '@tanstack/react-table';
import { Table, theme, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES } from '@/lib/config';
import { crudValueMessages } from './messages';
import type { TableModel, TableModelFeatures } from './table-model';

interface Props<T extends { id: number }> {
  table: TableModel<T>;
  loading?: boolean;
  emptyText: ReactNode;
  /** The table's accessible name. */
  label: string;
}

export function DataTable<T extends { id: number }>({ table, loading, emptyText, label }: Props<T>) {
  const intl = useIntl();
  const { token } = theme.useToken();
  type ModelRow = Row<TableModelFeatures, T>;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columns: TableColumnsType<ModelRow> = headers.map((header) => {
    const { column } = header;
    const sorted = column.getIsSorted();
    return {
      key: column.id,
      title: <table.FlexRender header={header} />,
      sorter: column.getCanSort(),
      sortOrder: sorted === 'asc' ? 'ascend' : sorted === 'desc' ? 'descend' : null,
      sortDirections: ['ascend', 'descend'],
      width: column.id === 'select' ? 48 : undefined,
      render: (_: unknown, row: ModelRow) => {
        const cell = row.getVisibleCellsByColumnId()[column.id];
        return cell ? <table.FlexRender cell={cell} /> : null;
      },
    };
  });
  const { pageIndex, pageSize } = table.state.pagination;
  // No `scroll`: antd's scroll mode adds an aria-hidden measuring row with focusable copies of the
  // header (axe: aria-hidden-focus); the wrapper scrolls wide tables instead.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<ModelRow>
        aria-label={label}
        rowKey="id"
        size="middle"
        dataSource={table.getRowModel().rows}
        columns={columns}
        loading={loading}
        locale={{ emptyText: <span style={{ color: token.colorTextSecondary }}>{emptyText}</span> }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          table.setSorting(sort?.order && sort.columnKey ? [{ id: String(sort.columnKey), desc: sort.order === 'descend' }] : []);
        }}
        pagination={{
          current: pageIndex + 1,
          pageSize,
          total: table.getRowCount(),
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          hideOnSinglePage: false,
          showTotal: (total, [from, to]) => intl.formatMessage(crudValueMessages.total, { from, to, total }),
          onChange: (page, size) => table.setPagination({ pageIndex: size === pageSize ? page - 1 : 0, pageSize: size }),
        }}
      />
    </div>
  );
}
