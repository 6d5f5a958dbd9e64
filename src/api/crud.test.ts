import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { server } from '../../mocks/node';
import { TEST_BACKEND_URL } from '../../tests/setup/test-config';
import { login } from './auth';
import { crud, readable, unmodifiedSince } from './crud';
import { StaleRecordError } from './errors';
import { resetHttp } from './http';
import type { Log, RestaurantMenu, Tenant } from './models';

const API = `${TEST_BACKEND_URL}/api/v1`;
const tenant = { id: 2, name: 'Globex', address: null, email: null, phone: null, contact: null, created_at: 'x', updated_at: 'x' };

beforeEach(() => {
  resetHttp();
  document.cookie = 'XSRF-TOKEN=x; path=/';
});

describe('the generic resource client', () => {
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

  it('sends the loaded version’s updated_at with an update, and a 412 throws the current record (against the mock)', async () => {
    await login({ email: 'superadmin@example.com', password: 'password' });
    const tenants = crud('/api/v1/tenants');
    const loaded = await tenants.get(2);
    expect(unmodifiedSince({ name: 'x' }, undefined)).toEqual({ name: 'x' });
    const saved = await tenants.update(2, unmodifiedSince({ name: 'Globex Corp' }, loaded.updated_at));
    expect(saved.updated_at).not.toBe(loaded.updated_at);
    const stale = await tenants.update(2, unmodifiedSince({ name: 'Globex Inc' }, loaded.updated_at)).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(StaleRecordError);
    expect(stale).toMatchObject({ status: 412, current: saved });
    expect(await tenants.get(2)).toEqual(saved);
  });

  it('is typed by the contract', () => {
    expectTypeOf(crud('/api/v1/tenants').get).returns.resolves.toEqualTypeOf<Tenant>();
    expectTypeOf(crud('/api/v1/restaurants/{restaurantId}/menus', { restaurantId: 1 }).get).returns.resolves.toEqualTypeOf<RestaurantMenu>();
    expectTypeOf(readable('/api/v1/logs').get).returns.resolves.toEqualTypeOf<Log>();
  });
});
