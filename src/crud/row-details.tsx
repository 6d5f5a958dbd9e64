// A row's details on a phone (narrow-columns.ts): a button in the row shows or hides a row under it
// whose one full-width cell lists the columns the phone folded, as label: value pairs drawn by the
// columns' own cell renderers (links, tags, dates and money look as they do in a cell).
import type { ReactNode } from 'react';
import { detailsGlyph } from './row-icons';
import './row-details.css';

/** What the table needs to draw rows with details (data-table.tsx). */
export interface RowDetails<T> {
  /** The ids of the columns the details list, in the columns' order. */
  columns: string[];
  /** The toggle column's header (read by screen readers). */
  header: string;
  /** The toggle's accessible name for a record ('Show details of Chez Marcel'). */
  toggleLabel(record: T, open: boolean): string;
}

/** The same, with what the table adds: an element id per record and the toggle. */
export interface DrawnRowDetails<T> extends RowDetails<T> {
  idOf(recordId: number): string;
  toggle(recordId: number): void;
}

export function DetailsToggle({ open, controls, label, onToggle }: { open: boolean; controls: string; label: string; onToggle: () => void }) {
  return (
    <button type="button" className="l-row-action l-row-details-toggle" aria-expanded={open} aria-controls={controls} aria-label={label} onClick={onToggle}>
      {detailsGlyph}
    </button>
  );
}

export interface DetailItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** Label: value pairs, side by side, the value wrapping within a phone's width. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="l-row-details">
      {items.map((item) => (
        <div key={item.id}>
          <dt>{item.label}</dt>
          <dd>{item.content}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The row under a record's row: one cell across the table (valid table semantics), holding a <dl>. */
export function DetailsRow({ id, prefix, colSpan, items }: { id: string; prefix: string; colSpan: number; items: DetailItem[] }) {
  return (
    <tr id={id} className={`${prefix}-expanded-row ${prefix}-expanded-row-level-1`}>
      <td className={`${prefix}-cell`} colSpan={colSpan}>
        <DetailList items={items} />
      </td>
    </tr>
  );
}
