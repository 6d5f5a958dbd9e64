// The one adapter from the TanStack Table model to antd's Table: headers and cells come from the
// model's column definitions, sorting and paging go back to it.
import type { Cell, Row } from '@tanstack/react-table';
import { ConfigProvider, Pagination, Spin, Table, theme, type TableColumnsType } from 'antd';
import { createContext, memo, startTransition, use, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { afterNextPaint } from '@/lib/after-paint';
import { scrollYAtLastScroll } from '@/lib/scroll-position';
import { PAGE_SIZES } from '@/lib/config';
import { crudValueMessages } from './messages';
import type { TableModel, TableModelFeatures } from './table-model';
import './data-table.css';

interface Props<T extends { id: number }> {
  table: TableModel<T>;
  loading?: boolean;
  emptyText: ReactNode;
  /** The table's accessible name. */
  label: string;
}

/**
 * A cell's content: the engine's cell renderers are plain functions of their context (no hooks),
 * called here rather than mounted as components (FlexRender), which would add two components to
 * each of a 100-row page's cells.
 */
function renderCell<T extends { id: number }>(cell: Cell<TableModelFeatures, T, unknown>): ReactNode {
  const content = cell.column.columnDef.cell;
  return typeof content === 'function' ? (content(cell.getContext()) as ReactNode) : content;
}

/** The body's rows, drawn from the model (null without rows: then antd draws its empty state). */
const BodyRowsContext = createContext<ReactNode>(null);

/**
 * antd's table body with the rows the adapter draws: the rows and cells antd would draw, with its
 * class names, but without its per-cell component (hooks, context reads and a render call each),
 * which on a 100-row page cost more than everything else the page renders.
 */
function ModelBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props}>{use(BodyRowsContext) ?? children}</tbody>;
}

const TABLE_PARTS = { body: { wrapper: ModelBody } };

interface BodyRowProps<T extends { id: number }> {
  row: Row<TableModelFeatures, T>;
  prefix: string;
  sortedColumn?: string;
  // Besides its record, what the row's cells show: when one of these changes, it is drawn again.
  selected: boolean;
  visibleColumns: string;
  definitions: unknown;
}

/** Shallow: a record fetched again with the same values is the same row. */
function sameRecord(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function BodyRowCells<T extends { id: number }>({ row, prefix, sortedColumn }: BodyRowProps<T>) {
  return (
    <tr data-row-key={row.original.id} className={`${prefix}-row ${prefix}-row-level-0`}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cell.column.id === sortedColumn ? `${prefix}-cell ${prefix}-column-sort` : `${prefix}-cell`}>
          {renderCell(cell)}
        </td>
      ))}
    </tr>
  );
}

/**
 * One body row, drawn again only when what it shows changed: a page of 100 after a page of 10 keeps
 * the 10 it already shows, a list fetched again after a delete keeps the others. The controls of a
 * kept row stay right: they act on the record's id, or through the table model, which is the same
 * object from render to render and holds the latest state.
 */
const BodyRow = memo(
  BodyRowCells,
  (before, after) =>
    before.prefix === after.prefix &&
    before.sortedColumn === after.sortedColumn &&
    before.selected === after.selected &&
    before.visibleColumns === after.visibleColumns &&
    before.definitions === after.definitions &&
    sameRecord(before.row.original, after.row.original),
) as typeof BodyRowCells;

/**
 * The rows drawn so far, then one empty row as tall as the rows still to come at their least height:
 * the page keeps its length while the rest are drawn, so the router can restore a scroll position
 * further down (going back to a long list) without the page being too short for it.
 */
function modelRows<T extends { id: number }>(
  rows: Row<TableModelFeatures, T>[],
  drawn: number,
  shared: Omit<BodyRowProps<T>, 'row' | 'selected'>,
): ReactNode {
  if (rows.length === 0) return null;
  const toCome = rows.length - drawn;
  const columnCount = rows[0]!.getVisibleCells().length;
  return (
    <>
      {rows.slice(0, drawn).map((row) => (
        <BodyRow key={row.id} row={row} selected={row.getIsSelected()} {...shared} />
      ))}
      {toCome > 0 && (
        <tr aria-hidden="true" style={{ height: toCome * ROW_HEIGHT }}>
          <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
        </tr>
      )}
    </>
  );
}

/** A row's least height: antd's middle size pads a 22 px line by 12 px above and below, plus a border. */
const ROW_HEIGHT = 47;

/** Rows drawn in the first frame beyond the count, for a table that moved up since it was measured. */
const SPARE_ROWS = 2;

/**
 * How many of a page's rows to draw in the frame its data arrives in: enough to fill the window down
 * to its bottom edge, counted from where the table begins (so the page keeps its height above the
 * fold). The others are drawn as soon as that frame is painted, in a transition (input comes first):
 * a 100-row page is seen as soon as a 17-row one, and its rows below the fold follow a frame later.
 * Nothing here reads the page's layout while it renders (that would lay out the old rows before they
 * go): the table's place in the document is measured once it is shown, the scroll position comes
 * from the last scroll event, or from the list page, which scrolls to the top as its state changes.
 * A scroll the router makes as it shows the page is not known yet: going back to a place further
 * down a page, the window shows for one frame the empty row that stands for the rest.
 */
function useRowsInFirstFrame(data: unknown, rowCount: number, table: RefObject<HTMLElement | null>): number {
  const [complete, setComplete] = useState<unknown>(null);
  const documentTop = useRef(0);
  useEffect(() => {
    documentTop.current = (table.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
  }, [table]);
  // eslint-disable-next-line react-hooks/refs -- an estimate for the next frame, not rendered state
  const top = documentTop.current - scrollYAtLastScroll();
  // At least one row: a table below the fold (a related list) still draws its own body, not antd's.
  const firstFrame = Math.max(1, Math.ceil((window.innerHeight - top) / ROW_HEIGHT) + SPARE_ROWS);
  const partial = complete !== data && rowCount > firstFrame;
  useEffect(() => {
    if (!partial) return;
    return afterNextPaint(() => startTransition(() => setComplete(data)));
  }, [partial, data]);
  return partial ? firstFrame : rowCount;
}

/** What antd's Table is told of the rows: whether there are any (the rows come through BodyRowsContext). */
type RowPlaceholder = { id: number };
const SOME_ROWS: RowPlaceholder[] = [{ id: 0 }];
const NO_ROWS: RowPlaceholder[] = [];

interface PagerProps {
  /** The page's first frame: the rows still to come stand between the window and the pager. */
  belowRowsToCome: boolean;
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

function TablePagerView({ current, pageSize, total, onChange }: PagerProps) {
  const intl = useIntl();
  return (
    <Pagination
      className="l-data-table-pager"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.map(String)}
      hideOnSinglePage={false}
      showTotal={(all, [from, to]) => intl.formatMessage(crudValueMessages.total, { from, to, total: all })}
      onChange={onChange}
    />
  );
}

/**
 * The pager, below the rows: in a page's first frame it is below the window, behind the rows still to
 * come, and shows the new page a frame later, with them.
 */
const TablePager = memo(
  TablePagerView,
  (before, after) =>
    after.belowRowsToCome || (before.current === after.current && before.pageSize === after.pageSize && before.total === after.total),
);

export function DataTable<T extends { id: number }>({ table, loading, emptyText, label }: Props<T>) {
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
  const drawn = useRowsInFirstFrame(data, rows.length, wrapper);

  // The header apart from the rows: a new page of data leaves it as it is.
  const columns = useMemo<TableColumnsType<RowPlaceholder>>(
    () =>
      (table.getHeaderGroups()[0]?.headers ?? []).map((header) => {
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
      }),
    // As below: `table` is new on every render. The header's select-all box follows `selection`
    // (a new page of data starts with none selected).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definitions, visible, sorting, selection],
  );

  const sortedColumn = table.state.sorting[0]?.id;
  const body = useMemo(
    () => modelRows(rows, drawn, { prefix, sortedColumn, visibleColumns: visible, definitions }),
    // The rows follow `data`; a row's selection is part of `selection`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, drawn, prefix, sortedColumn, visible, definitions, selection],
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
      <Spin spinning={Boolean(loading)}>
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
