// The catalogue lists: Laravel pagination, search, sorting, filters, 422 on bad list parameters,
// permissions (403) and tenant isolation.
import { describe, expect, it } from 'vitest';
import type { Restaurant, RestaurantMenu, Tenant } from '@/api/models';
import { isoDate } from './domain/dates';
import { now } from './clock';
import { body, call, login } from './testing/backend-client';
import { grant, list, listIds } from './testing/catalogue-helpers';

describe('catalogue lists', () => {
  it('paginate like Laravel, newest id first by default, and an empty page past the last', async () => {
    await login('superadmin@example.com');
    const first = await list('api/v1/restaurant-menus');
    expect(first.data.map((m) => m.id)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(first.meta).toEqual({
      current_page: 1, from: 1, last_page: 2, path: 'http://localhost:8000/api/v1/restaurant-menus', per_page: 10, to: 10, total: 19,
    });
    expect(first.links).toEqual({
      first: 'http://localhost:8000/api/v1/restaurant-menus?page=1',
      last: 'http://localhost:8000/api/v1/restaurant-menus?page=2',
      prev: null,
      next: 'http://localhost:8000/api/v1/restaurant-menus?page=2',
    });
    expect((await list('api/v1/restaurant-menus?page=2')).meta).toMatchObject({ from: 11, to: 19, current_page: 2 });
    const beyond = await list('api/v1/restaurant-menus?page=5&per_page=25');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 5, from: null, to: null, last_page: 1, per_page: 25, total: 19 });
    expect(beyond.links).toMatchObject({ prev: 'http://localhost:8000/api/v1/restaurant-menus?page=4', next: null });
  });

  it('search case-insensitively in the fields each list names', async () => {
    await login('superadmin@example.com');
    expect(await listIds('api/v1/restaurants?search=BOWL')).toEqual([2]);
    expect(await listIds('api/v1/restaurants?search=bento%20boxes')).toEqual([5]); // description
    expect(await listIds('api/v1/restaurants?search=69006')).toEqual([5, 4]); // address
    expect(await listIds('api/v1/restaurant-menus?search=sakura')).toEqual([16, 15, 14, 13]); // restaurant name
    expect(await listIds('api/v1/discounts?search=green')).toEqual([3]); // owner name
    expect(await listIds('api/v1/tenants?search=GLOBEX.example')).toEqual([2]); // email
  });

  it('sort by the named fields (case- and accent-insensitive, ties by id) and filter', async () => {
    await login('superadmin@example.com');
    const names = (await list<Restaurant>('api/v1/restaurants?order_by=name&order_dir=asc')).data.map((r) => r.name);
    expect(names).toEqual([
      'Brasserie du Parc', 'Chez Marcel', 'Green Bowl', 'Le Comptoir Libanais', 'Sakura Bento', 'Trattoria Bellini',
    ]);
    const byRestaurant = await list<RestaurantMenu>('api/v1/restaurant-menus?order_by=restaurant_name&order_dir=desc&per_page=25');
    expect(byRestaurant.data[0]?.restaurant_name).toBe('Trattoria Bellini');
    expect(await listIds('api/v1/restaurants?is_open=false')).toEqual([4]);
    expect(await listIds('api/v1/restaurants?is_open=0')).toEqual([4]); // the SPA sends booleans as 1/0
    expect(await listIds('api/v1/restaurant-menus?available=false')).toEqual([3]);
    expect(await listIds('api/v1/restaurant-menus?type[]=VEGAN&restaurant_id=5')).toEqual([14]);
    expect(await listIds('api/v1/restaurants/1/menus?type[]=VEGAN&type[]=VEGETARIAN')).toEqual([3, 2]);
    expect(await listIds('api/v1/restaurants/1/contacts?type[]=BILLING')).toEqual([2]);
    expect(await listIds('api/v1/discounts?owner_type=RESTAURANT_MENU&owner_id=1')).toEqual([5]);
  });

  it('filter menus by date and by availability window overlapping from/till', async () => {
    await login('superadmin@example.com');
    const today = isoDate(now());
    const onToday = await listIds(`api/v1/restaurant-menus?date=${today}&per_page=25`);
    expect(onToday).not.toContain(4); // Quiche lorraine starts in 3 days
    expect(onToday).not.toContain(16); // Ramen du chef ended yesterday
    expect(onToday).toHaveLength(17);
    expect(await listIds(`api/v1/restaurants/1/menus?from=2000-01-01&till=2000-01-31`)).toEqual([]);
    expect(await listIds('api/v1/tenants?from=2025-01-01&till=2025-01-01')).toEqual([3, 2, 1]);
    expect(await listIds('api/v1/tenants?from=2025-01-02')).toEqual([]);
  });

  it('answer 422 for per_page, order_by, order_dir or dates outside what the list accepts', async () => {
    await login('superadmin@example.com');
    const response = await call('GET', 'api/v1/restaurants?per_page=7&order_by=password&order_dir=up&from=yesterday');
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: 'The selected per page is invalid. (and 3 more errors)',
      errors: {
        per_page: ['The selected per page is invalid.'],
        order_by: ['The selected order by is invalid.'],
        order_dir: ['The selected order dir is invalid.'],
        from: ['The from field must be a valid date.'],
      },
    });
    const french = await call('GET', 'api/v1/tenants?order_by=email', { locale: 'fr' });
    expect(await body(french)).toEqual({
      message: 'Le champ trier par sélectionné est invalide.',
      errors: { order_by: ['Le champ trier par sélectionné est invalide.'] },
    });
    expect((await call('GET', 'api/v1/restaurant-menus?date=2025-02-30')).status).toBe(422);
  });
});

describe('catalogue permissions', () => {
  it('answers 403 to a user without the permission of each call (user@example.com: orders.create only)', async () => {
    await login('user@example.com');
    const calls: [string, string, unknown?][] = [
      ['GET', 'api/v1/tenants'], ['GET', 'api/v1/tenants/1'], ['POST', 'api/v1/tenants', { name: 'X' }],
      ['GET', 'api/v1/tenant-links/91/1'], ['PUT', 'api/v1/tenant-links/91/1', { tenant_ids: [1] }],
      ['GET', 'api/v1/restaurants'], ['GET', 'api/v1/restaurants/1'], ['PUT', 'api/v1/restaurants/1', { name: 'X', address: 'Y' }],
      ['DELETE', 'api/v1/restaurants/1'], ['GET', 'api/v1/restaurant-menus'], ['GET', 'api/v1/restaurants/1/menus'],
      ['POST', 'api/v1/restaurants/1/menus', {}], ['GET', 'api/v1/restaurants/1/contacts'], ['DELETE', 'api/v1/restaurants/1/contacts/1'],
      ['GET', 'api/v1/discounts'], ['POST', 'api/v1/discounts', {}], ['GET', 'api/v1/images'], ['DELETE', 'api/v1/images/1'],
    ];
    for (const [method, path, payload] of calls) {
      const response = await call(method, path, { body: payload });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
    expect(await body(await call('GET', 'api/v1/restaurants'))).toEqual({ message: 'This action is unauthorized.' });
  });

  it('lets an admin do what the admin role holds, not tenants.create or tenants.delete', async () => {
    await login('admin@example.com');
    expect((await call('GET', 'api/v1/tenants')).status).toBe(200);
    expect((await call('POST', 'api/v1/tenants', { body: { name: 'Umbrella' } })).status).toBe(403);
    expect((await call('DELETE', 'api/v1/tenants/1')).status).toBe(403);
  });
});

describe('catalogue tenancy', () => {
  it('never shows a Globex user the restaurants linked only to Acme', async () => {
    grant('user2@example.com', 'restaurants.view');
    grant('user2@example.com', 'restaurant-menus.view');
    await login('user2@example.com');
    expect(await listIds('api/v1/restaurants')).toEqual([5, 3, 1]);
    expect((await call('GET', 'api/v1/restaurants/2')).status).toBe(404);
    expect((await call('GET', 'api/v1/restaurants/4?tenant_id=abc')).status).toBe(404); // invalid → first tenant
    expect((await call('GET', 'api/v1/restaurants/2/menus')).status).toBe(404);
    expect(await listIds('api/v1/restaurant-menus?restaurant_id=2')).toEqual([]);
    expect((await call('GET', 'api/v1/restaurants?tenant_id=1')).status).toBe(403);
    const shared = await body<{ data: Restaurant }>(await call('GET', 'api/v1/restaurants/1'));
    expect(shared.data.tenant_ids).toEqual([2]); // only their own tenants
  });

  it('shows super admins every tenant unless they choose one', async () => {
    await login('superadmin@example.com');
    expect(await listIds('api/v1/restaurants')).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await listIds('api/v1/restaurants?tenant_id=2')).toEqual([5, 3, 1]);
    expect((await body<{ data: Restaurant }>(await call('GET', 'api/v1/restaurants/1'))).data.tenant_ids).toEqual([1, 2]);
    expect((await call('GET', 'api/v1/restaurants?tenant_id=99')).status).toBe(403); // no such tenant
    expect(await listIds('api/v1/tenants')).toEqual([3, 2, 1]);
  });

  it('scopes an admin to their tenant: restaurants, discounts, images, tenants', async () => {
    await login('admin@example.com');
    expect(await listIds('api/v1/restaurants')).toEqual([4, 2, 1]);
    expect((await call('GET', 'api/v1/restaurants?tenant_id=2')).status).toBe(403);
    expect(await listIds('api/v1/discounts')).toEqual([5, 3, 1]);
    expect((await call('GET', 'api/v1/discounts/2')).status).toBe(404); // Globex's own discount
    expect(await listIds('api/v1/images')).toEqual([4, 2, 1]);
    expect((await call('GET', 'api/v1/images/3')).status).toBe(404);
    // Tenants are not tenant-scoped: tenant_id is ignored; only their own tenants show.
    expect((await list<Tenant>('api/v1/tenants?tenant_id=2')).data.map((t) => t.name)).toEqual(['Acme']);
    expect((await call('GET', 'api/v1/tenants/2')).status).toBe(404);
  });

  it('embeds menus (by available_from, then id) and contacts with relationships=true', async () => {
    await login('admin@example.com');
    const { data } = await body<{ data: Restaurant }>(await call('GET', 'api/v1/restaurants/1?relationships=true'));
    expect(data.menus?.map((m) => m.id)).toEqual([1, 3, 2, 4]);
    expect(data.contacts?.map((c) => c.type)).toEqual(['ORDERS', 'BILLING']);
    const plain = await body<{ data: Restaurant }>(await call('GET', 'api/v1/restaurants/1'));
    expect(plain.data).not.toHaveProperty('menus');
  });
});
