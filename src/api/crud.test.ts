import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { server } from '../../mocks/node';
import { TEST_BACKEND_URL } from '../../tests/setup/test-config';
import { crud, readable, resourcePath } from './crud';
import { resetHttp } from './http';
import type { Log, RestaurantMenu, Tenant } from './models';

const API = `${TEST_BACKEND_URL}/api/v1`;
const tenant = { id: 2, name: 'Globex', address: null, email: null, phone: null, contact: null, created_at: 'x', updated_at: 'x' };

beforeEach(() => {
  resetHttp();
  document.cookie = 'XSRF-TOKEN=x; path=/';
});

describe('the generic resource client', () => {
  it('fills nested path parameters and refuses missing ones', () => {
    expect(resourcePath('/api/v1/restaurants/{restaurantId}/menus', { restaurantId: 3 })).toBe('restaurants/3/menus');
    expect(() => resourcePath('/api/v1/restaurants/{restaurantId}/menus')).toThrow('Missing path parameter restaurantId');
  });

  it('lists with the query, and unwraps single records from { data }', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/tenants`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ data: [tenant], links: {}, meta: { total: 1 } });
      }),
      http.get(`${API}/tenants/2`, () => HttpResponse.json({ data: tenant })),
      http.put(`${API}/tenants/2`, async ({ request }) => HttpResponse.json({ data: { ...tenant, ...((await request.json()) as object) } })),
      http.delete(`${API}/tenants/2`, () => new HttpResponse(null, { status: 204 })),
    );
    const tenants = crud('/api/v1/tenants');
    const page = await tenants.list({ page: 2, per_page: 25, search: 'glo', order_dir: 'asc' });
    expect(seen[0]).toBe('?page=2&per_page=25&search=glo&order_dir=asc');
    expect(page.data[0]?.name).toBe('Globex');
    expect(await tenants.get(2)).toEqual(tenant);
    expect((await tenants.update(2, { name: 'Globex Corp' })).name).toBe('Globex Corp');
    await expect(tenants.remove(2)).resolves.toBeUndefined();
  });

  it('is typed by the contract', () => {
    expectTypeOf(crud('/api/v1/tenants').get).returns.resolves.toEqualTypeOf<Tenant>();
    expectTypeOf(crud('/api/v1/restaurants/{restaurantId}/menus', { restaurantId: 1 }).get).returns.resolves.toEqualTypeOf<RestaurantMenu>();
    expectTypeOf(readable('/api/v1/logs').get).returns.resolves.toEqualTypeOf<Log>();
  });
});
