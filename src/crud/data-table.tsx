// The one adapter from the TanStack Table model to antd's Table: headers and cells come from the
// model's column definitions, sorting and paging go back to it.
import { ConfigProvider, Spin, Table, theme, type SpinProps, type TableColumnsType } from 'antd';
import { use, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { BodyRowsContext, modelRows, TABLE_PARTS } from './body-rows';
import { useRowsInFirstFrame } from './first-frame-rows';
import type { DrawnRowDetails, RowDetails } from './row-details';
import { useTableAnnouncement } from './table-announcement';
import { TablePager } from './table-pager';
import type { TableModel } from './table-model';
import './data-table.css';

/**
 * The table waits for rows, under its spinner: those it shows stay until they come ('keep rows'), or,
 * as the rows of another page, sort or filter will replace them all, those below the window go a
 * frame after the spinner shows ('replace rows').
 */
export type TableLoading = 'keep rows' | 'replace rows';

interface Props<T extends { id: number }> {
  table: TableModel<T>;
  loading?: TableLoading;
  emptyText: ReactNode;
  /** The table's accessible name. */
  label: string;
  /** On a phone, the columns each row's details show instead of the row (narrow-columns.ts). */
  details?: RowDetails<T>;
}

/** What antd's Table is told of the rows: whether there are any (the rows come through BodyRowsContext). */
type RowPlaceholder = { id: number };
const SOME_ROWS: RowPlaceholder[] = [{ id: 0 }];
const NO_ROWS: RowPlaceholder[] = [];
/**
 * antd's Spin is an aria-live region: around a table it would read the whole table again on each
 * sort or page (useTableAnnouncement says those). Off for Table's own spinner and for ours.
 */
const QUIET_SPIN: SpinProps & { 'aria-live': 'off' } = { spinning: false, 'aria-live': 'off' };
const NONE_OPEN: ReadonlySet<number> = new Set();
const DETAILS_COLUMN = 'row-details';

export function DataTable<T extends { id: number }>({ table, loading, emptyText, label, details }: Props<T>) {
  const { token } = theme.useToken();
  const prefix = use(ConfigProvider.ConfigContext).getPrefixCls('table');
  const { pageIndex, pageSize } = table.state.pagination;
  const rowCount = table.getRowCount();
  const { data, columns: definitions } = table.options;
  // What the table shows, as values: antd re-renders every cell whenever its Table renders, so it
  // renders only when one of these changes, not on each render of the list (router and store updates).
  const visible = table.getVisibleLeafColumns().map((column) => column.id).join();
  const sorting = JSON.stringify(table.state.sorting);
  const selection = table.getSelectedRowIds().join();
  const wrapper = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const drawn = useRowsInFirstFrame(data, rows.length, wrapper, loading === 'replace rows');
  // The records whose details are open: opening one draws that row again, no other (BodyRow's memo).
  const [open, setOpen] = useState(NONE_OPEN);
  const toggle = useCallback(
    (id: number) =>
      setOpen((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const idPrefix = useId();
  const rowDetails = useMemo<DrawnRowDetails<T> | undefined>(
    () => details && { ...details, idOf: (id) => `${idPrefix}details-${id}`, toggle },
    [details, idPrefix, toggle],
  );

  // The header apart from the rows: a new page of data leaves it as it is.
  const columns = useMemo<TableColumnsType<RowPlaceholder>>(() => {
    const fromModel: TableColumnsType<RowPlaceholder> = (table.getHeaderGroups()[0]?.headers ?? []).map((header) => {
      const { column } = header;
      const sorted = column.getIsSorted();
      return {
        key: column.id,
        title: <table.FlexRender header={header} />,
        sorter: column.getCanSort(),
        sortOrder: sorted === 'asc' ? 'ascend' : sorted === 'desc' ? 'descend' : null,
        sortDirections: ['ascend', 'descend'],
        width: column.id === 'select' ? 48 : undefined,
      };
    });
    if (!details) return fromModel;
    // The rows' details toggles, after the selection box as in the rows (body-rows.tsx).
    const at = fromModel[0]?.key === 'select' ? 1 : 0;
    const toggles = { key: DETAILS_COLUMN, title: <span className="l-visually-hidden">{details.header}</span>, width: 40 };
    return [...fromModel.slice(0, at), toggles, ...fromModel.slice(at)];
    // As below: `table` is new on every render. The header's select-all box follows `selection`
    // (a new page of data starts with none selected).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definitions, visible, sorting, selection, details]);

  const sortedColumn = table.state.sorting[0]?.id;
  useTableAnnouncement({
    sortedBy: sortedColumn === undefined ? undefined : String(table.getColumn(sortedColumn)?.columnDef.header ?? sortedColumn),
    descending: table.state.sorting[0]?.desc ?? false,
    page: pageIndex + 1,
    pages: Math.max(1, Math.ceil(rowCount / pageSize)),
  });
  const body = useMemo(
    () => modelRows(rows, drawn, { prefix, sortedColumn, visibleColumns: visible, definitions, details: rowDetails }, open),
    // The rows follow `data`; a row's selection is part of `selection`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, drawn, prefix, sortedColumn, visible, definitions, selection, rowDetails, open],
  );
  const hasRows = rows.length > 0;
  // antd's Table only learns whether there are rows (for its empty state): its header and the rest
  // render when the columns or the sorting change, not on each page of data, whose rows reach the
  // body through BodyRowsContext. No `scroll`: antd's scroll mode adds an aria-hidden measuring row
  // with focusable copies of the header (axe: aria-hidden-focus); the wrapper scrolls wide tables.
  const element = useMemo(
    () => (
      <Table<RowPlaceholder>
        aria-label={label}
        rowKey="id"
        size="middle"
        dataSource={hasRows ? SOME_ROWS : NO_ROWS}
        columns={columns}
        components={TABLE_PARTS}
        locale={{ emptyText: <span style={{ color: token.colorTextSecondary }}>{emptyText}</span> }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          table.setSorting(sort?.order && sort.columnKey ? [{ id: String(sort.columnKey), desc: sort.order === 'descend' }] : []);
        }}
        pagination={false}
        loading={QUIET_SPIN}
      />
    ),
    // `table` is a new object on every render, whose methods act on the one model and its latest
    // state; the values above say when what antd shows changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasRows, columns, label, emptyText, token.colorTextSecondary],
  );

  // The spinner sits outside the Table so that loading on and off does not re-render every cell.
  return (
    <div ref={wrapper} className="l-data-table" style={{ overflowX: 'auto' }}>
      <Spin spinning={Boolean(loading)} aria-live="off">
        <BodyRowsContext value={body}>{element}</BodyRowsContext>
        {rowCount > 0 && (
          <TablePager
            belowRowsToCome={drawn < rows.length}
            current={pageIndex + 1}
            pageSize={pageSize}
            total={rowCount}
            onChange={(page, size) => table.setPagination({ pageIndex: size === pageSize ? page - 1 : 0, pageSize: size })}
          />
        )}
      </Spin>
    </div>
  );
}
