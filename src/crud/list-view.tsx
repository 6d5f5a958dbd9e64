// A resource's list: toolbar and table on one page of data. The list state (search) comes from
// the caller: the URL for list pages, local state for related lists on a record's page.
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useIntl } from 'react-intl';
import { useColumnVisibility } from './column-visibility';
import { buildColumns, type RowAction } from './columns';
import { DataTable, type TableLoading } from './data-table';
import type { ListSearch } from './list-search';
import { ListToolbar } from './list-toolbar';
import { crudMessages, crudValueMessages } from './messages';
import { changedColumns, useNarrowColumns } from './narrow-columns';
import { useCan } from './permissions';
import { useTableModel } from './table-model';
import type { PageOf, ResourceDefinition } from '@/lib/resource-definition';
import { deletesKey, useHiddenIds } from './pending-deletes';
import { useDeleteRecords } from './use-delete';

interface Props<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  page: PageOf<T>;
  search: ListSearch;
  onSearchChange: (patch: ListSearch) => void;
  loading?: TableLoading;
  /** More toolbar actions (e.g. an upload button). */
  extra?: ReactNode;
  /** After records were deleted (or links removed) on the server. */
  onChanged?: () => void;
  /** One more control per row (keep its identity: the columns are built again when it changes). */
  rowAction?: RowAction<T>;
  /** Toolbar actions on the selected rows beside the bulk delete (bills: notify); rows become selectable. */
  selectionActions?: (selected: T[]) => ReactNode;
}

/**
 * The page without the records being deleted (or deleted since it was loaded), its total lowered
 * to match; the same page when none of its rows is hidden, so its rows are not drawn again.
 */
function withoutHidden<T extends { id: number }>(page: PageOf<T>, hidden: ReadonlySet<number>): PageOf<T> {
  if (!page.data.some((row) => hidden.has(row.id))) return page;
  const data = page.data.filter((row) => !hidden.has(row.id));
  return { data, meta: { ...page.meta, total: Math.max(0, page.meta.total - (page.data.length - data.length)) } };
}

const NO_SELECTION: RowSelectionState = {};

/** The selection without the given rows. */
function unselect(rows: RowSelectionState, records: { id: number }[]): RowSelectionState {
  const left = { ...rows };
  for (const record of records) delete left[String(record.id)];
  return left;
}

export function ListView<T extends { id: number }, P>(props: Props<T, P>) {
  const { resource, params, page: loaded, search, onSearchChange, loading, extra, onChanged, rowAction, selectionActions } = props;
  const intl = useIntl();
  const can = useCan(resource);
  const canDelete = can('delete');
  const canUpdate = can('update');
  const deleteRecords = useDeleteRecords(resource, params, onChanged);
  const hidden = useHiddenIds(deletesKey(resource, params));
  const page = useMemo(() => withoutHidden(loaded, hidden), [loaded, hidden]);
  // The user's choice of columns (the picker), and what the rows show of it on this screen.
  const [chosenColumns, chooseColumns] = useColumnVisibility(resource);
  const { rowVisibility, detailColumns, summaryColumns } = useNarrowColumns(resource, chosenColumns);
  // A selection belongs to the page of data it was made on.
  const [selection, setSelection] = useState<{ data: T[]; rows: RowSelectionState }>({ data: loaded.data, rows: {} });
  const rowSelection = selection.data === loaded.data ? selection.rows : NO_SELECTION;
  // Deleted rows leave the selection (a kept selection is not redrawn: its rows keep their values).
  const deleteAndUnselect = useStableCallback((records: T[]) =>
    deleteRecords(records, { onGone: () => setSelection((old) => ({ data: old.data, rows: unselect(old.rows, records) })) }),
  );
  const paramsKey = JSON.stringify(params);
  const hasSelectionActions = Boolean(selectionActions);
  const summaryKey = summaryColumns.join();
  const columns = useMemo(
    () =>
      buildColumns({
        resource,
        params: JSON.parse(paramsKey) as P,
        intl,
        selectable: canDelete || hasSelectionActions,
        editable: canUpdate,
        onDelete: canDelete ? (record: T) => deleteAndUnselect([record]) : undefined,
        rowAction,
        summary: summaryKey ? summaryKey.split(',') : undefined,
      }),
    [resource, paramsKey, intl, canDelete, canUpdate, deleteAndUnselect, rowAction, hasSelectionActions, summaryKey],
  );
  const table = useTableModel<T>({
    columns,
    page,
    search,
    onSearchChange,
    columnVisibility: rowVisibility,
    onColumnVisibilityChange: (next) => chooseColumns({ ...chosenColumns, ...changedColumns(rowVisibility, next) }),
    rowSelection,
    onRowSelectionChange: (rows) => setSelection({ data: loaded.data, rows }),
  });
  const deleteSelected = useStableCallback(() => {
    const ids = new Set(table.getSelectedRowIds());
    deleteAndUnselect(page.data.filter((row) => ids.has(String(row.id))));
  });
  // Drawn again only when the selection or its page changes (the toolbar is memoized).
  const selectionExtra = useMemo(
    () => selectionActions?.(page.data.filter((row) => rowSelection[String(row.id)])),
    [selectionActions, page.data, rowSelection],
  );
  const filtered = Boolean(search.search || search.from || search.filters);
  // The toolbar's props keep their identity while what it shows stays the same (it is memoized).
  const { page: _page, per_page: _perPage, ...toolbarSearchValue } = search;
  const toolbarSearchKey = JSON.stringify(toolbarSearchValue);
  const toolbarSearch = useMemo(() => JSON.parse(toolbarSearchKey) as ListSearch, [toolbarSearchKey]);
  const stableSearchChange = useStableCallback(onSearchChange);
  // The picker changes the user's choice, not the rows' columns: on a phone a column it turns on may
  // go to the rows' details (narrow-columns.ts), and one the phone folded can still be turned off.
  const toggleColumn = useStableCallback((id: string, visible: boolean) => chooseColumns({ ...chosenColumns, [id]: visible }));
  const visibleKey = table.getVisibleLeafColumns().map((column) => column.id).join();
  const { pickable, visibleColumns } = useMemo(
    () => ({
      pickable: table
        .getAllLeafColumns()
        .filter((column) => column.getCanHide())
        .map((column) => ({ id: column.id, label: String(column.columnDef.header ?? column.id), visible: chosenColumns[column.id] !== false })),
      // The CSV export has the columns the list shows, in the rows or in their details.
      visibleColumns: [...visibleKey.split(','), ...summaryColumns, ...detailColumns],
    }),
    // `table` is a new object on every render; the columns shown say when this changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, visibleKey, chosenColumns, detailColumns, summaryColumns],
  );
  const details = useMemo(
    () =>
      detailColumns.length === 0
        ? undefined
        : {
            columns: detailColumns,
            header: intl.formatMessage(crudMessages.details),
            toggleLabel: (record: T, open: boolean) =>
              intl.formatMessage(open ? crudValueMessages.hideDetails : crudValueMessages.showDetails, { name: resource.titleOf(record, intl) }),
          },
    [detailColumns, intl, resource],
  );
  return (
    <>
      <ListToolbar
        resource={resource}
        params={params}
        search={toolbarSearch}
        onSearchChange={stableSearchChange}
        selectedCount={table.getSelectedRowIds().length}
        columns={pickable}
        onToggleColumn={toggleColumn}
        visibleColumns={visibleColumns}
        total={loaded.meta.total}
        exportUrl={loaded.meta.export_url}
        canCreate={can('create')}
        onDeleteSelected={canDelete ? deleteSelected : undefined}
        extra={extra}
        selectionExtra={selectionExtra}
      />
      <DataTable
        table={table}
        loading={loading}
        label={intl.formatMessage(resource.labels.plural)}
        emptyText={intl.formatMessage(filtered ? crudMessages.emptySearch : crudMessages.empty)}
        details={details}
      />
    </>
  );
}
