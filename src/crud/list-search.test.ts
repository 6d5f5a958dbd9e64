import { describe, expect, it } from 'vitest';
import type { AnyResource } from '@/lib/resource-definition';
import { setFeatureTree } from '@/stores/features';
import { listSearchValidator, toListQuery } from './list-search';

const label = { id: 'x', defaultMessage: 'x' };
const resource = {
  dateFilter: label,
  fields: [
    { name: 'name', label, type: 'text', list: { sortable: true } },
    { name: 'email', label, type: 'email', list: {} },
    { name: 'status', label, type: 'enum', enumOptions: [{ value: 'PLACED', label }, { value: 'RECEIVED', label }] },
    { name: 'available', label, type: 'boolean' },
    { name: 'role_ids', label, type: 'reference', multiple: true },
    { name: 'tenant_ids', label, type: 'reference', multiple: true },
  ],
  filters: [
    { field: 'status', param: 'status[]' },
    { field: 'available', param: 'available' },
    { field: 'role_ids', param: 'role_ids[]' },
    { field: 'tenant_ids', param: 'tenant_ids[]', feature: 'multi-tenancy' },
  ],
} as unknown as AnyResource;

describe('list state in the URL', () => {
  const validate = listSearchValidator(resource);

  it('keeps what is valid, as typed values', () => {
    expect(validate({ page: '3', per_page: '25', search: ' acme ', order_by: 'name', order_dir: 'asc', from: '2026-03-01', till: '2026-03-31' })).toEqual({
      page: 3,
      per_page: 25,
      search: 'acme',
      order_by: 'name',
      order_dir: 'asc',
      from: '2026-03-01',
      till: '2026-03-31',
    });
  });

  it('drops what is not: page sizes outside 10/25/50/100, unsortable columns, broken or reversed ranges', () => {
    expect(validate({ page: '0', per_page: '20', order_by: 'email', from: '2026-03-31', till: '2026-03-01' })).toEqual({});
    expect(validate({ page: 'x', from: '2026-02-30', till: '2026-03-01' })).toEqual({});
    expect(validate({ order_by: 'name', order_dir: 'sideways' })).toEqual({ order_by: 'name', order_dir: 'desc' });
  });

  it('becomes the API query with the defaults of spec §9', () => {
    expect(toListQuery({})).toMatchObject({ page: 1, per_page: 10, order_by: undefined, order_dir: undefined });
    expect(toListQuery({ page: 2, order_by: 'name', order_dir: 'asc' })).toMatchObject({ page: 2, order_by: 'name', order_dir: 'asc' });
  });

  it('keeps the resource’s filters with their own choices, one value for a single-value filter', () => {
    expect(validate({ filters: { status: ['PLACED', 'BOGUS', 'RECEIVED'], available: ['0', '1'], email: ['x'] } })).toEqual({
      filters: { status: ['PLACED', 'RECEIVED'], available: ['0'] },
    });
    expect(validate({ filters: { status: ['BOGUS'] } })).toEqual({});
    expect(validate({ filters: 'status' })).toEqual({});
  });

  it('keeps record ids for a reference filter', () => {
    expect(validate({ filters: { role_ids: ['3', 'x', '0', '12'] } })).toEqual({ filters: { role_ids: ['3', '12'] } });
  });

  it('sends a filter behind a feature only while the feature is on', () => {
    const search = { filters: { role_ids: ['3'], tenant_ids: ['2'] } };
    setFeatureTree([]);
    expect(toListQuery(search, resource.filters)).not.toHaveProperty('tenant_ids[]');
    setFeatureTree([{ id: 1, name: 'multi-tenancy', enabled: true, children: [] }]);
    expect(toListQuery(search, resource.filters)).toMatchObject({ 'role_ids[]': ['3'], 'tenant_ids[]': ['2'] });
  });

  it('sends filters as their query parameters', () => {
    const query = toListQuery({ filters: { status: ['PLACED', 'RECEIVED'], available: ['1'] } }, resource.filters);
    expect(query).toMatchObject({ 'status[]': ['PLACED', 'RECEIVED'], available: '1', page: 1 });
  });
});
