// The CRUD factory: the pure list engine (parse, filter, sort, paginate; fast on 10,000 rows) and
// the generic route behaviour, exercised through a real resource (images).
import { describe, expect, it } from 'vitest';
import type { Image, Restaurant } from '@/api/models';
import { setMockNow } from '../clock';
import { body, call, login } from '../testing/backend-client';
import { list } from '../testing/catalogue-helpers';
import { anyOf } from './filters';
import { listPredicates, paginate, parseListQuery, selectRows, sortRows, type ListDefinition, type Predicate } from './list-query';

interface Order {
  id: number;
  tenant_id: number;
  status: string;
  order_number: string;
  requested_date: string;
  total: number | null;
}

const STATUSES = ['NEW', 'ACCEPTED', 'COMPLETED', 'CANCELED'];
const orders: Order[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  tenant_id: (index % 3) + 1,
  status: STATUSES[index % 4] ?? 'NEW',
  order_number: `ORD-${String(index * 7919 % 10_000).padStart(5, '0')}`,
  requested_date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  total: index % 10 === 0 ? null : (index * 37) % 5000,
}));

const definition: ListDefinition<Order, { locale: 'en' }> = {
  searchable: [(o) => o.order_number],
  sortable: { id: (o) => o.id, requested_date: (o) => o.requested_date, total: (o) => o.total, status: (o) => o.status },
  dateField: (o) => o.requested_date,
  filters: { status: anyOf((o: Order) => o.status) },
};

function run(query: string, visible: Predicate<Order> = (o) => o.tenant_id === 1) {
  const url = new URL(`http://localhost:8000/api/v1/orders?${query}`);
  const parsed = parseListQuery(url, Object.keys(definition.sortable), 'en');
  const rows = selectRows(orders, [visible, ...listPredicates(definition, parsed, url, { locale: 'en' })]);
  const sorted = sortRows(rows, definition.sortable[parsed.orderBy] ?? ((o) => o.id), parsed.orderDir);
  return paginate(sorted, parsed.page, parsed.perPage, 'http://localhost:8000/api/v1/orders', (o) => o);
}

describe('list engine', () => {
  it('filters, sorts and pages 10,000 rows within 20 ms', () => {
    const query = [
      'status[]=NEW&status[]=COMPLETED&search=ord-0&from=2026-02-01&till=2026-10-31',
      'order_by=requested_date&order_dir=asc&per_page=25&page=2',
    ].join('&');
    const timings = Array.from({ length: 5 }, () => {
      const started = performance.now();
      run(query);
      return performance.now() - started;
    });
    expect(Math.min(...timings)).toBeLessThan(20);
    const page = run(query);
    expect(page.data).toHaveLength(25);
    expect(page.data.every((o) => o.tenant_id === 1 && ['NEW', 'COMPLETED'].includes(o.status))).toBe(true);
    const dates = page.data.map((o) => o.requested_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('sorts nulls first ascending and breaks ties by id in the same direction', () => {
    const asc = run('order_by=total&order_dir=asc&per_page=100').data;
    expect(asc[0]?.total).toBeNull();
    const nulls = asc.filter((o) => o.total === null).map((o) => o.id);
    expect(nulls).toEqual([...nulls].sort((a, b) => a - b));
    const desc = run('order_by=status&per_page=10', () => true).data;
    expect(desc.map((o) => o.status)).toEqual(Array(10).fill('NEW'));
    expect(desc[0]?.id).toBeGreaterThan(desc[1]?.id ?? Infinity);
  });

  it('sorts text case- and accent-insensitively', () => {
    const rows = ['éclair', 'Zeste', 'apple', 'Banane'].map((name, index) => ({ id: index + 1, name }));
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual(['apple', 'Banane', 'éclair', 'Zeste']);
  });

  it('reads an invalid page as page 1 and pages past the last as empty', () => {
    expect(run('page=abc').meta.current_page).toBe(1);
    const past = run('page=999&per_page=100');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 999, last_page: 34, from: null, to: null, total: 3334 });
  });
});

describe('generated routes', () => {
  it('guard like the pipeline: 401 without a session, 409 for an unverified e-mail', async () => {
    expect((await call('GET', 'api/v1/images')).status).toBe(401);
    await login('unverified@example.com');
    expect((await call('GET', 'api/v1/images')).status).toBe(409);
  });

  it('answer 404 for ids that are not whole numbers of at least 1', async () => {
    await login('superadmin@example.com');
    for (const id of ['0', 'abc', '1.5', '999']) {
      const response = await call('GET', `api/v1/images/${id}`);
      expect(response.status).toBe(404);
      expect(await body(response)).toEqual({ message: 'Record not found.' });
    }
  });

  it('list with every accepted page size and delete with 204', async () => {
    await login('superadmin@example.com');
    expect((await list<Image>('api/v1/images?per_page=100&order_by=size&order_dir=asc')).meta.per_page).toBe(100);
    expect((await call('DELETE', 'api/v1/images/2')).status).toBe(204);
    expect((await list('api/v1/images')).meta.total).toBe(3);
  });
});

describe('no lost update: an update that sends the updated_at it loaded (_updated_at)', () => {
  const PATH = 'api/v1/restaurants/2';
  const read = async () => (await body<{ data: Restaurant }>(await call('GET', PATH))).data;
  const save = (fields: Partial<Restaurant>, loaded?: string | null) =>
    call('PUT', PATH, { body: { name: 'Green Bowl', address: '8 Garden Row, Springfield', ...fields, ...(loaded === undefined ? {} : { _updated_at: loaded }) } });

  it('saves when it is the stored one, and the save moves updated_at even within the same millisecond', async () => {
    setMockNow(new Date('2026-03-02T09:00:00Z')); // a clock that does not move between the saves
    await login('admin@example.com');
    const loaded = await read();
    const first = await save({ price: 1200 }, loaded.updated_at);
    expect(first.status).toBe(200);
    const saved = (await body<{ data: Restaurant }>(first)).data;
    expect(saved).toMatchObject({ price: 1200 });
    expect(saved.updated_at).not.toBe(loaded.updated_at);
    const second = await save({ price: 1300 }, saved.updated_at);
    expect(second.status).toBe(200);
    const again = (await body<{ data: Restaurant }>(second)).data;
    expect(again.updated_at > saved.updated_at).toBe(true);
    expect(again.updated_at).toBe('2026-03-02T09:00:00.001000Z');
  });

  it('answers 412 with the current record, as the show endpoint returns it, once someone saved in between; nothing is saved', async () => {
    await login('admin@example.com');
    const loaded = await read();
    expect((await save({ price: 1500 }, loaded.updated_at)).status).toBe(200); // another administrator
    const stale = await save({ address: '9 Garden Row, Springfield' }, loaded.updated_at);
    expect(stale.status).toBe(412);
    const current = await read();
    expect(await body(stale)).toEqual({ message: 'The record was changed by someone else after you opened it.', data: current });
    expect(current).toMatchObject({ price: 1500, address: '8 Garden Row, Springfield' });
  });

  it('says so in the request’s language', async () => {
    await login('admin@example.com');
    const response = await call('PUT', PATH, { body: { name: 'Green Bowl', address: 'x', _updated_at: '2000-01-01T00:00:00.000000Z' }, locale: 'fr' });
    expect(response.status).toBe(412);
    expect((await body(response)).message).toBe('L’enregistrement a été modifié par quelqu’un d’autre après que vous l’avez ouvert.');
  });

  it('without it (absent or null) saves over whatever is stored, as before', async () => {
    await login('admin@example.com');
    expect((await save({ price: 1500 })).status).toBe(200);
    expect((await save({ price: 1600 })).status).toBe(200);
    expect((await save({ price: 1700 }, null)).status).toBe(200);
    expect(await read()).toMatchObject({ price: 1700 });
  });

  it('answers 404 when the record was deleted meanwhile, and validates only a current save (412 before 422)', async () => {
    await login('admin@example.com');
    const loaded = await read();
    expect((await save({ price: 1500 })).status).toBe(200);
    expect((await call('PUT', PATH, { body: { name: '', _updated_at: loaded.updated_at } })).status).toBe(412);
    await login('superadmin@example.com');
    expect((await call('DELETE', PATH)).status).toBe(204);
    const gone = await save({ price: 1600 }, loaded.updated_at);
    expect(gone.status).toBe(404);
    expect(await body(gone)).toEqual({ message: 'Record not found.' });
  });

  it('applies to every resource of the factory (a tenant)', async () => {
    await login('superadmin@example.com');
    const loaded = (await body<{ data: { updated_at: string } }>(await call('GET', 'api/v1/tenants/2'))).data;
    expect((await call('PUT', 'api/v1/tenants/2', { body: { name: 'Globex Corp', _updated_at: loaded.updated_at } })).status).toBe(200);
    expect((await call('PUT', 'api/v1/tenants/2', { body: { name: 'Globex Inc', _updated_at: loaded.updated_at } })).status).toBe(412);
  });
});
