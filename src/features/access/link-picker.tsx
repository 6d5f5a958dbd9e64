// Picks several records of a long list: searched and paged on the server, the selection kept while
// the user pages and searches (antd keeps the keys of rows that are not on the page).
import { Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/error-alert';
import { SearchIcon } from '@/components/forms/search-icon';
import { formatDisplay } from '@/crud/field-format';
import { crudMessages, crudValueMessages } from '@/crud/messages';
import { pagerItemRender } from '@/crud/table-pager';
import type { LinkResource, PageOf } from '@/lib/resource-definition';
import { accessValueMessages } from './messages';

const PER_PAGE = 10;

interface Props<T extends { id: number }, P> {
  resource: LinkResource<T, P>;
  params: P;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The id of the element that describes the choice (its error), for the table. */
  describedBy?: string;
}

export function LinkPicker<T extends { id: number }, P>({ resource, params, selected, onSelect, describedBy }: Props<T, P>) {
  const intl = useIntl();
  const [query, setQuery] = useState({ search: '', page: 1, attempt: 0 });
  const [result, setResult] = useState<{ key: string; page?: PageOf<T>; error?: unknown }>({ key: '' });
  const key = JSON.stringify([JSON.stringify(params), query]);
  const loading = result.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    const [paramsJson, { search, page }] = JSON.parse(key) as [string, typeof query];
    resource.links
      .candidates({ page, per_page: PER_PAGE, search: search || undefined, order_by: 'name', order_dir: 'asc' }, JSON.parse(paramsJson) as P, controller.signal)
      .then((found) => setResult({ key, page: found }))
      .catch((error: unknown) => !controller.signal.aborted && setResult((old) => ({ ...old, key, error })));
    return () => controller.abort();
  }, [resource, key]);

  const columns: TableColumnsType<T> = resource.fields
    .filter((field) => field.list && !field.list.hidden)
    .map((field) => ({ key: field.name, title: intl.formatMessage(field.label), render: (_: unknown, record: T) => formatDisplay(intl, field, record) }));

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Input.Search
          searchIcon={<SearchIcon />}
          allowClear
          aria-label={intl.formatMessage(crudMessages.search)}
          placeholder={intl.formatMessage(crudMessages.search)}
          onSearch={(value) => setQuery((old) => ({ ...old, search: value.trim(), page: 1 }))}
          // Enter searches; it does not submit the form around the picker.
          onPressEnter={(event) => event.preventDefault()}
          style={{ width: 240 }}
        />
        <span role="status">{intl.formatMessage(accessValueMessages.selected, { count: selected.length })}</span>
      </div>
      {result.error !== undefined && !loading ? (
        <ErrorAlert error={result.error} onRetry={() => setQuery((old) => ({ ...old, attempt: old.attempt + 1 }))} />
      ) : (
        <Table<T>
          rowKey="id"
          aria-label={intl.formatMessage(resource.links.label)}
          aria-describedby={describedBy}
          columns={columns}
          dataSource={result.page?.data ?? []}
          loading={loading}
          locale={{ emptyText: intl.formatMessage(query.search ? crudMessages.emptySearch : crudMessages.empty) }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            hideSelectAll: true,
            onChange: (keys) => onSelect(keys.map(Number)),
            getCheckboxProps: (record) => ({ 'aria-label': intl.formatMessage(crudValueMessages.selectRow, { name: resource.titleOf(record, intl) }) }),
          }}
          pagination={{
            current: result.page?.meta.current_page ?? query.page,
            pageSize: PER_PAGE,
            total: result.page?.meta.total ?? 0,
            showSizeChanger: false,
            itemRender: pagerItemRender(intl),
            onChange: (page) => setQuery((old) => ({ ...old, page })),
          }}
        />
      )}
    </>
  );
}
