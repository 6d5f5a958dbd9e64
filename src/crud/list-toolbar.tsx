// Above a list: search, date range, filters, columns, CSV export, bulk actions and the create button.
// Memoized: a new page of data, its paging or loading state leave it as it is.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SearchIcon } from '@/components/forms/search-icon';
import { LinkButton } from '@/components/link-button';
import { FEATURES } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { ColumnPicker, type PickableColumn } from './column-picker';
import { CsvExportButton } from './csv-export-button';
import { DateRangeFilter } from './date-range-filter';
import { ListFilterSelect } from './list-filter-select';
import type { ListSearch } from './list-search';
import { crudMessages, deleteWords } from './messages';
import type { ResourceDefinition } from '@/lib/resource-definition';

interface Props<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  search: ListSearch;
  onSearchChange: (patch: ListSearch) => void;
  selectedCount: number;
  /** The hideable columns, for the column picker. */
  columns: PickableColumn[];
  onToggleColumn: (id: string, visible: boolean) => void;
  /** The ids of the shown columns, for the CSV export. */
  visibleColumns: string[];
  /** The list's row count, when known (the export writes a large one to disk as it comes). */
  total?: number;
  /** The backend's own file of the list, when it offers one. */
  exportUrl?: string;
  canCreate: boolean;
  onDeleteSelected?: () => void;
  extra?: ReactNode;
  /** Actions on the selected rows (shown before the bulk delete). */
  selectionExtra?: ReactNode;
}

function Toolbar<T extends { id: number }, P>(props: Props<T, P>) {
  const { resource, params, search, onSearchChange, selectedCount: selected } = props;
  const intl = useIntl();
  const exportsOn = useFeature(FEATURES.exports);
  const user = useSession((state) => state.user);
  const filters = resource.filters?.filter((filter) => !filter.permission || hasPermission(user, filter.permission));

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16, alignItems: 'center' }}>
      {resource.searchable !== false && (
        <Input.Search
          searchIcon={<SearchIcon />}
          key={search.search ?? ''}
          defaultValue={search.search}
          allowClear
          aria-label={intl.formatMessage(crudMessages.search)}
          placeholder={intl.formatMessage(crudMessages.search)}
          onSearch={(value) => onSearchChange({ search: value.trim() || undefined, page: undefined })}
          style={{ width: 240 }}
        />
      )}
      {resource.dateFilter && (
        <DateRangeFilter label={resource.dateFilter} from={search.from} till={search.till} onChange={(range) => onSearchChange({ ...range, page: undefined })} />
      )}
      {filters?.map((filter) => (
        <ListFilterSelect
          key={filter.field}
          resource={resource}
          filter={filter}
          value={search.filters?.[filter.field]}
          onChange={(values) => {
            const filters: Record<string, string[]> = { ...search.filters };
            if (values) filters[filter.field] = values;
            else delete filters[filter.field];
            onSearchChange({ filters: Object.keys(filters).length ? filters : undefined, page: undefined });
          }}
        />
      ))}
      <Space wrap style={{ marginInlineStart: 'auto' }}>
        {props.selectionExtra}
        {props.onDeleteSelected && selected > 0 && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={props.onDeleteSelected}>
            {intl.formatMessage(deleteWords(resource).selected, { count: selected })}
          </Button>
        )}
        <ColumnPicker columns={props.columns} onToggle={props.onToggleColumn} />
        {exportsOn && <CsvExportButton resource={resource} params={params} search={search} visibleColumns={props.visibleColumns} total={props.total} exportUrl={props.exportUrl} />}
        {props.extra}
        {props.canCreate && resource.routes.create && (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={resource.routes.create(params)}>
            {intl.formatMessage(resource.labels.create)}
          </LinkButton>
        )}
      </Space>
    </div>
  );
}

export const ListToolbar = memo(Toolbar) as typeof Toolbar;
