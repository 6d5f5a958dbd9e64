// The table body the adapter draws from the TanStack model (data-table.tsx): antd's rows and cells,
// with its class names, without its per-cell component.
import type { Cell, Row } from '@tanstack/react-table';
import { createContext, memo, use, type HTMLAttributes, type ReactNode } from 'react';
import { DetailsRow, DetailsToggle, type DrawnRowDetails } from './row-details';
import type { TableModelFeatures } from './table-model';

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
export const BodyRowsContext = createContext<ReactNode>(null);

/**
 * antd's table body with the rows the adapter draws: the rows and cells antd would draw, with its
 * class names, but without its per-cell component (hooks, context reads and a render call each),
 * which on a 100-row page cost more than everything else the page renders.
 */
function ModelBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props}>{use(BodyRowsContext) ?? children}</tbody>;
}

export const TABLE_PARTS = { body: { wrapper: ModelBody } };

interface BodyRowProps<T extends { id: number }> {
  row: Row<TableModelFeatures, T>;
  prefix: string;
  sortedColumn?: string;
  // Besides its record, what the row's cells show: when one of these changes, it is drawn again.
  selected: boolean;
  visibleColumns: string;
  definitions: unknown;
  /** On a phone: the columns folded into the row's details, and whether they are open. */
  details?: DrawnRowDetails<T>;
  expanded: boolean;
}

/** Shallow: a record fetched again with the same values is the same row. */
function sameRecord(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function BodyRowCells<T extends { id: number }>({ row, prefix, sortedColumn, details, expanded }: BodyRowProps<T>) {
  const cells = row.getVisibleCells().map((cell) => (
    <td key={cell.id} className={cell.column.id === sortedColumn ? `${prefix}-cell ${prefix}-column-sort` : `${prefix}-cell`}>
      {renderCell(cell)}
    </td>
  ));
  const rowElement = (children: ReactNode) => (
    <tr data-row-key={row.original.id} className={`${prefix}-row ${prefix}-row-level-0`}>
      {children}
    </tr>
  );
  if (!details) return rowElement(cells);
  // The toggle's column comes first, after the selection box (where antd puts its expand button).
  const at = row.getVisibleCells()[0]?.column.id === 'select' ? 1 : 0;
  const id = details.idOf(row.original.id);
  const { original } = row;
  return (
    <>
      {rowElement(
        <>
          {cells.slice(0, at)}
          <td className={`${prefix}-cell`}>
            <DetailsToggle open={expanded} controls={id} label={details.toggleLabel(original, expanded)} onToggle={() => details.toggle(original.id)} />
          </td>
          {cells.slice(at)}
        </>,
      )}
      {expanded && (
        <DetailsRow
          id={id}
          prefix={prefix}
          colSpan={cells.length + 1}
          items={row
            .getAllCells()
            .filter((cell) => details.columns.includes(cell.column.id))
            .map((cell) => ({ id: cell.id, label: String(cell.column.columnDef.header ?? cell.column.id), content: renderCell(cell) }))}
        />
      )}
    </>
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
    before.details === after.details &&
    before.expanded === after.expanded &&
    sameRecord(before.row.original, after.row.original),
) as typeof BodyRowCells;

/** A row's least height: antd's middle size pads a 22 px line by 12 px above and below, plus a border. */
export const ROW_HEIGHT = 47;

/**
 * The rows drawn so far, then one empty row as tall as the rows still to come at their least height:
 * the page keeps its length while the rest are drawn, so the router can restore a scroll position
 * further down (going back to a long list) without the page being too short for it.
 */
export function modelRows<T extends { id: number }>(
  rows: Row<TableModelFeatures, T>[],
  drawn: number,
  shared: Omit<BodyRowProps<T>, 'row' | 'selected' | 'expanded'>,
  /** The records whose details are open (a phone's rows). */
  open: ReadonlySet<number>,
): ReactNode {
  if (rows.length === 0) return null;
  const toCome = rows.length - drawn;
  const columnCount = rows[0]!.getVisibleCells().length + (shared.details ? 1 : 0);
  return (
    <>
      {rows.slice(0, drawn).map((row) => (
        <BodyRow key={row.id} row={row} selected={row.getIsSelected()} expanded={Boolean(shared.details) && open.has(row.original.id)} {...shared} />
      ))}
      {toCome > 0 && (
        <tr aria-hidden="true" style={{ height: toCome * ROW_HEIGHT }}>
          <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
        </tr>
      )}
    </>
  );
}
