// TanStack Table (v9) owns the list's model: typed columns, manual server-side pagination and
// sorting (their state is the URL's list state), row selection and column visibility.
import {
  columnVisibilityFeature, createColumnHelper, rowPaginationFeature, rowSelectionFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnDef, type ColumnVisibilityState, type PaginationState, type RowSelectionState, type SortingState, type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { toListQuery, type ListSearch } from './list-search';
import type { PageOf } from '@/lib/resource-definition';

export const tableModelFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature, columnVisibilityFeature });
export type TableModelFeatures = typeof tableModelFeatures;

export function columnHelper<T extends object>() {
  return createColumnHelper<TableModelFeatures, T>();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
export type ModelColumn<T extends object> = ColumnDef<TableModelFeatures, T, any>;

const apply = <S,>(updater: Updater<S>, current: S): S => (typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater);

interface Options<T extends object> {
  columns: ModelColumn<T>[];
  page: PageOf<T>;
  search: ListSearch;
  onSearchChange: (patch: ListSearch) => void;
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: (next: ColumnVisibilityState) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
}

export function useTableModel<T extends { id: number }>(options: Options<T>) {
  const { page, search, onSearchChange } = options;
  const query = toListQuery(search);
  const sorting = useMemo<SortingState>(
    () => (query.order_by ? [{ id: query.order_by, desc: query.order_dir !== 'asc' }] : []),
    [query.order_by, query.order_dir],
  );
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: query.page - 1, pageSize: query.per_page }), [query.page, query.per_page]);
  return useTable({
    features: tableModelFeatures,
    columns: options.columns,
    data: page.data,
    getRowId: (row: T) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    rowCount: page.meta.total,
    state: { sorting, pagination, columnVisibility: options.columnVisibility, rowSelection: options.rowSelection },
    onSortingChange: (updater) => {
      const [sort] = apply(updater, sorting);
      onSearchChange({ order_by: sort?.id, order_dir: sort ? (sort.desc ? 'desc' : 'asc') : undefined, page: undefined });
    },
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      const sizeChanged = next.pageSize !== pagination.pageSize;
      onSearchChange({ page: sizeChanged || next.pageIndex === 0 ? undefined : next.pageIndex + 1, per_page: next.pageSize as ListSearch['per_page'] });
    },
    onColumnVisibilityChange: (updater) => options.onColumnVisibilityChange(apply(updater, options.columnVisibility)),
    onRowSelectionChange: (updater) => options.onRowSelectionChange(apply(updater, options.rowSelection)),
  });
}

export type TableModel<T> = ReturnType<typeof useTableModel<T & { id: number }>>;
