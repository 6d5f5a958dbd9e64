import type { FieldDefinition } from '@/lib/field-definition';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { AnyResource, ListQuery } from '@/lib/resource-definition';
import { fetchAllRows, rowsToCsv } from './csv-export';

const label = (text: string) => ({ id: text, defaultMessage: text });
const intl = createIntl({ locale: 'en', messages: {} });

describe('CSV export', () => {
  it('fetches every page of the current filter and sort, 100 rows at a time', async () => {
    const queries: ListQuery[] = [];
    const rows = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
    const resource = {
      api: {
        list: async (query: ListQuery) => {
          queries.push(query);
          const start = (query.page - 1) * query.per_page;
          return { data: rows.slice(start, start + query.per_page), meta: { current_page: query.page, last_page: 3, total: 230, per_page: 100 } };
        },
      },
    } as unknown as AnyResource;
    const all = await fetchAllRows(resource, {}, { search: 'bowl', order_by: 'name', order_dir: 'asc', page: 2, per_page: 10 });
    expect(all).toHaveLength(230);
    expect(queries.map((q) => [q.page, q.per_page, q.search, q.order_by, q.order_dir])).toEqual([
      [1, 100, 'bowl', 'name', 'asc'],
      [2, 100, 'bowl', 'name', 'asc'],
      [3, 100, 'bowl', 'name', 'asc'],
    ]);
  });

  it('writes the columns with their labels and values as shown', () => {
    const fields: FieldDefinition<{ name: string; is_open: boolean; price: number }>[] = [
      { name: 'name', label: label('Name'), type: 'text' },
      { name: 'is_open', label: label('Open'), type: 'boolean' },
      { name: 'price', label: label('Price'), type: 'money' },
    ];
    expect(rowsToCsv(intl, fields, [{ name: 'Chez Marcel, Lyon', is_open: true, price: 1250 }])).toBe('Name,Open,Price\r\n"Chez Marcel, Lyon",Yes,€12.50\r\n');
  });

  it('follows the locale’s separator, as the payroll export does: ";" in French, where decimals have a comma', () => {
    const fields: FieldDefinition<{ name: string; price: number }>[] = [
      { name: 'name', label: label('Nom'), type: 'text' },
      { name: 'price', label: label('Prix'), type: 'money' },
    ];
    const fr = createIntl({ locale: 'fr', messages: {} });
    expect(rowsToCsv(fr, fields, [{ name: 'Chez Marcel; Lyon', price: 1250 }])).toBe('Nom;Prix\r\n"Chez Marcel; Lyon";12,50\u00a0€\r\n');
  });
});
