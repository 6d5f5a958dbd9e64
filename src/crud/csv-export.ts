// CSV export of a list: the current filter and sort, every page (fetched 100 rows at a time until
// the last), the visible columns, values formatted as on screen.
import type { IntlShape } from 'react-intl';
import type { PageSize } from '@/lib/config';
import { csvSeparator, toCsv } from '@/lib/csv';
import { formatValue } from './field-format';
import { toListQuery, type ListSearch } from './list-search';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { FieldDefinition } from '@/lib/field-definition';
import { downloadFile } from '@/lib/download';

export const EXPORT_PAGE_SIZE: PageSize = 100;

export async function fetchAllRows<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P, search: ListSearch): Promise<T[]> {
  const rows: T[] = [];
  const query = { ...toListQuery(search, resource.filters), per_page: EXPORT_PAGE_SIZE };
  for (let page = 1; ; page += 1) {
    const result = await resource.api.list({ ...query, page }, params);
    rows.push(...result.data);
    if (page >= result.meta.last_page || result.data.length === 0) return rows;
  }
}

export function rowsToCsv<T>(intl: IntlShape, fields: FieldDefinition<T>[], rows: T[]): string {
  return toCsv(
    fields.map((field) => intl.formatMessage(field.label)),
    rows.map((row) => fields.map((field) => formatValue(intl, field, row))),
    csvSeparator(intl),
  );
}

export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes spreadsheets read the file as UTF-8.
  downloadFile(fileName, ['\ufeff', csv], 'text/csv;charset=utf-8');
}
