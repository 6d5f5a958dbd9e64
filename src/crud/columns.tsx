// The list's column definitions, made from the resource's fields: a selection column, one column
// per listed field (the first links to the record), and the row actions. A row's controls are plain
// elements (row-controls.css) with antd's look: antd's Checkbox, Button and Space cost several
// components and style hooks each, times every row of a 100-row page. Cell renderers use no hooks:
// the table calls them as functions (data-table.tsx).
import type { ChangeEventHandler, ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { formatDisplay } from './field-format';
import { FieldTags } from './field-tags';
import { crudMessages, crudValueMessages, deleteWords } from './messages';
import { deleteGlyph, editGlyph } from './row-icons';
import { RowLink } from './row-link';
import { columnHelper, type ModelColumn } from './table-model';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { FieldDefinition } from '@/lib/field-definition';
import './row-controls.css';

/** A control in each row's actions beside edit and delete (a log's data, shown in a drawer). */
export interface RowAction<T> {
  /** Its words; the row's title follows them in its accessible name ('Show data Order placed.'). */
  label: string;
  icon: ReactNode;
  onClick(record: T): void;
}

interface ColumnOptions<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  intl: IntlShape;
  selectable: boolean;
  editable: boolean;
  onDelete?: (record: T) => void;
  rowAction?: RowAction<T>;
  /** On a phone: the fields shown in one line under the record's link (narrow-columns.ts). */
  summary?: string[];
}

export function listedFields<T>(fields: FieldDefinition<T>[]): FieldDefinition<T>[] {
  return fields.filter((field) => field.list !== false && field.list !== undefined);
}

function fieldCell<T extends { id: number }>(field: FieldDefinition<T>, record: T, intl: IntlShape) {
  if (field.tags) return <FieldTags names={field.tags(record, intl)} />;
  const text = formatDisplay(intl, field, record);
  const tone = field.tone?.(record);
  if (tone) return <FieldTags names={[text]} tone={tone} />;
  const to = field.link?.(record);
  if (to) return <RowLink to={to}>{text}</RowLink>;
  if (field.type === 'image') {
    const url = (record as Record<string, unknown>)[field.name];
    return typeof url === 'string' && url ? <img src={url} alt="" style={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 4 }} /> : text;
  }
  // A choice's words are the app's: they break between words only (shell.css), never inside one.
  if (field.type === 'enum' || field.type === 'boolean') return <span className="l-own-words">{text}</span>;
  return text;
}

function badgeOf<T>(field: FieldDefinition<T>, record: T, intl: IntlShape) {
  const badge = field.badge?.(record, intl);
  return badge && (
    <>
      {' '}
      <FieldTags names={[badge.label]} tone={badge.tone} />
    </>
  );
}

function RowCheck({ label, checked, indeterminate = false, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: ChangeEventHandler<HTMLInputElement> }) {
  return (
    <input
      type="checkbox"
      className="l-row-check"
      aria-label={label}
      checked={checked}
      // `indeterminate` is a DOM property only.
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={onChange}
    />
  );
}

/** A field in a row's summary line: its cell, or its value in the words the field gives. */
function summaryPart<T extends { id: number }>(field: FieldDefinition<T>, record: T, intl: IntlShape): ReactNode {
  const wording = field.list && field.list.summary;
  if (wording && wording !== true) return intl.formatMessage(wording, { value: (record as Record<string, unknown>)[field.name] as number });
  return fieldCell(field, record, intl);
}

export function buildColumns<T extends { id: number }, P>(options: ColumnOptions<T, P>): ModelColumn<T>[] {
  const { resource, params, intl } = options;
  const helper = columnHelper<T>();
  const recordHref = resource.routes.record;
  const summary = (options.summary ?? []).flatMap((name) => resource.fields.filter((field) => field.name === name));
  const withSummary = (record: T, cell: ReactNode) =>
    summary.length === 0 ? (
      cell
    ) : (
      <>
        {cell}
        <span className="l-row-summary">
          <span>
            {summary.map((field, index) => (
              <span key={field.name}>
                {summaryPart(field, record, intl)}
                {/* Read out between the parts, where the eye sees a dot (row-details.css). */}
                {index < summary.length - 1 && <span className="l-visually-hidden">, </span>}
              </span>
            ))}
          </span>
        </span>
      </>
    );
  const columns: ModelColumn<T>[] = listedFields(resource.fields).map((field, index) =>
    helper.accessor((row: T) => formatDisplay(intl, field, row), {
      id: field.name,
      header: intl.formatMessage(field.label),
      enableSorting: Boolean(field.list && field.list.sortable),
      enableHiding: index > 0,
      cell: ({ row }) =>
        index === 0
          ? withSummary(
              row.original,
              recordHref ? (
                <>
                  <RowLink to={recordHref(row.original, params)}>{formatDisplay(intl, field, row.original)}</RowLink>
                  {badgeOf(field, row.original, intl)}
                </>
              ) : (
                fieldCell(field, row.original, intl)
              ),
            )
          : fieldCell(field, row.original, intl),
    }),
  );
  if (options.selectable) {
    columns.unshift(
      helper.display({
        id: 'select',
        enableHiding: false,
        header: ({ table }) => (
          <RowCheck
            label={intl.formatMessage(crudMessages.selectAll)}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <RowCheck
            label={intl.formatMessage(crudValueMessages.selectRow, { name: resource.titleOf(row.original, intl) })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
    );
  }
  const { onDelete, rowAction } = options;
  const showEdit = Boolean(recordHref && options.editable);
  if (showEdit || onDelete || rowAction) {
    // Formatted once, not per row: each formatMessage call costs a lookup keyed by its arguments.
    const editLabel = intl.formatMessage(crudMessages.edit);
    const deleteLabel = intl.formatMessage(deleteWords(resource).action);
    columns.push(
      helper.display({
        id: 'actions',
        enableHiding: false,
        header: intl.formatMessage(crudMessages.actions),
        cell: ({ row }) => {
          const name = resource.titleOf(row.original, intl);
          return (
            <span className="l-row-actions">
              {rowAction && (
                <button type="button" className="l-row-action" aria-label={`${rowAction.label} ${name}`} onClick={() => rowAction.onClick(row.original)}>
                  {rowAction.icon}
                </button>
              )}
              {showEdit && recordHref && (
                <RowLink to={recordHref(row.original, params)} className="l-row-action" aria-label={`${editLabel} ${name}`}>
                  {editGlyph}
                </RowLink>
              )}
              {onDelete && (
                <button
                  type="button"
                  className="l-row-action l-row-action--danger"
                  aria-label={`${deleteLabel} ${name}`}
                  onClick={() => onDelete(row.original)}
                >
                  {deleteGlyph}
                </button>
              )}
            </span>
          );
        },
      }),
    );
  }
  return columns;
}
