// The list cache (issue 34.4): a page costs its own rows, whatever its number, and nothing a list
// answers is older than the last write. Work is counted (reads of the orders' fields), not timed.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@/api/models';
import { resetMock } from '../control';
import { db, saveDb } from '../db/database';
import type { OrderRecord } from '../db/records';
import { call, login } from '../testing/backend-client';
import { list } from '../testing/catalogue-helpers';
import { cachedRows, listCacheKey } from './list-cache';

interface Counter {
  touched: Set<OrderRecord>;
}

/** Every stored order notes when a field of it is read (filtering, sorting and serialising all read them). */
function countReads(): Counter {
  const counter: Counter = { touched: new Set() };
  const orders = db().orders;
  for (const [index, order] of orders.entries()) {
    orders[index] = new Proxy(order, {
      get(target, field, receiver) {
        counter.touched.add(target);
        return Reflect.get(target, field, receiver) as unknown;
      },
    });
  }
  saveDb();
  return counter;
}

/** How many orders a call read. */
async function readsOf(counter: Counter, path: string): Promise<number> {
  counter.touched.clear();
  await list<Order>(path);
  return counter.touched.size;
}

describe('a page of a list', () => {
  beforeEach(() => resetMock({ orders: 3000 }));

  it('costs the same work on page 2 as on the last page, a small part of the first page’s', async () => {
    await login('admin@example.com');
    const counter = countReads();
    const query = 'api/v1/orders?order_by=total&order_dir=asc&per_page=25&page=';
    const first = await readsOf(counter, `${query}1`);
    const { meta } = await list<Order>(`${query}2`);
    expect(meta.last_page).toBeGreaterThan(40);
    const second = await readsOf(counter, `${query}2`);
    const middle = await readsOf(counter, `${query}${Math.floor(meta.last_page / 2)}`);
    const last = await readsOf(counter, `${query}${meta.last_page - 1}`); // a full page, like the others
    expect([second, middle, last]).toEqual([25, 25, 25]); // the page's own orders
    expect(first).toBeGreaterThan(1000); // the first selected and sorted every Acme order
  });

  it('selects again after any write, so the list shows it', async () => {
    await login('admin@example.com');
    const counter = countReads();
    const query = 'api/v1/orders?status[]=RECEIVED&status[]=COMPLETED&per_page=10';
    const received = await list<Order>(query);
    expect(await readsOf(counter, `${query}&page=2`)).toBe(10);
    const placed = (await list<Order>('api/v1/orders?status[]=PLACED&per_page=10')).data[0]!;
    expect((await call('PUT', `api/v1/orders/${placed.id}/status`, { body: { status: 'RECEIVED', status_comment: null } })).status).toBe(200);
    expect(await readsOf(counter, `${query}&page=2`)).toBeGreaterThan(1000);
    const again = await list<Order>(query);
    expect(again.meta.total).toBe(received.meta.total + 1);
    expect(again.data.map((order) => order.id)).toContain(placed.id);
  });

  it('keeps users apart: the same query of another user is selected for them', async () => {
    await login('admin@example.com');
    const staff = await list<Order>('api/v1/orders?per_page=10');
    await login('user@example.com');
    const own = await list<Order>('api/v1/orders?per_page=10');
    expect(own.meta.total).toBeLessThan(staff.meta.total);
    expect(own.data.every((order) => order.user_id === 3)).toBe(true);
  });
});

describe('cachedRows', () => {
  const select = (table: number[]) => () => table.filter((n) => n % 2 === 0);

  it('shares one selection across pages and page sizes, not across other queries', () => {
    const url = (query: string) => new URL(`http://localhost:8000/api/v1/orders?${query}`);
    const key = (query: string) => listCacheKey('orders 2 en', url(query));
    expect(key('page=3&per_page=25&status[]=PLACED&search=x')).toBe(key('search=x&status[]=PLACED&page=1'));
    expect(key('status[]=A&status[]=B')).not.toBe(key('status[]=B&status[]=A')); // values keep their order
    expect(key('search=x')).not.toBe(key('search=y'));
  });

  it('selects again when the data was saved, or its table replaced or grown (a test editing db())', () => {
    const table = [1, 2, 3, 4];
    let selections = 0;
    const counted = () => {
      selections += 1;
      return select(table)();
    };
    expect(cachedRows('k', table, counted)).toEqual([2, 4]);
    cachedRows('k', table, counted);
    expect(selections).toBe(1);
    saveDb();
    cachedRows('k', table, counted);
    expect(selections).toBe(2);
    table.push(6);
    expect(cachedRows('k', table, counted)).toEqual([2, 4, 6]);
    expect(selections).toBe(3);
    const copy = [...table];
    cachedRows('k', copy, select(copy));
    expect(cachedRows('k', copy, () => [])).toEqual([2, 4, 6]);
  });
});
