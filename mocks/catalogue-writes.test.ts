// Catalogue writes: create/update/delete with Laravel's 422 shapes, defaults, cascades and the
// tenant-links rules.
import { describe, expect, it } from 'vitest';
import type { Discount, Restaurant, RestaurantContact, RestaurantMenu, Tenant, TenantLink } from '@/api/models';
import { setMockNow } from './clock';
import { db } from './db/database';
import { body, call, login } from './testing/backend-client';
import { listIds } from './testing/catalogue-helpers';

const created = async <T>(response: Response, status = 201) => {
  expect(response.status).toBe(status);
  return (await body<{ data: T }>(response)).data;
};

describe('restaurants, menus and contacts', () => {
  it('creates a restaurant linked to the call tenant, with the contract defaults', async () => {
    await login('admin@example.com');
    setMockNow(new Date('2026-03-10T09:00:00Z'));
    const restaurant = await created<Restaurant>(
      await call('POST', 'api/v1/restaurants', {
        body: { name: '  Le Kiosque ', address: '1 Place Bellecour, 69002 Lyon', latitude: 45.7578, longitude: 4.832, image_id: 1 },
      }),
    );
    expect(restaurant).toMatchObject({
      name: 'Le Kiosque', image_title: 'Le Kiosque', is_open: true, hide_price: false, price: null, menu_defaults: null,
      tenant_ids: [1], created_at: '2026-03-10T09:00:00.000000Z',
    });
    expect(restaurant.image_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await listIds('api/v1/restaurants')).toContain(restaurant.id);
  });

  it('answers 422 with every failure under its dot-notation key, in English and French', async () => {
    await login('admin@example.com');
    const payload = { latitude: 45, image_id: 3, menu_defaults: { price: -1, type: 'PIZZA' } };
    const response = await call('POST', 'api/v1/restaurants', { body: payload });
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: 'The name field is required. (and 6 more errors)',
      errors: {
        name: ['The name field is required.'],
        address: ['The address field is required.'],
        longitude: ['The longitude field is required when latitude is present.'],
        image_id: ['The selected image id is invalid.'], // image 3 is not Acme's
        'menu_defaults.price': ['The price field must be at least 0.'],
        'menu_defaults.hide_price': ['The hide price field is required when menu defaults is present.'],
        'menu_defaults.type': ['The selected type is invalid.'],
      },
    });
    const french = await body<{ errors: Record<string, string[]> }>(await call('POST', 'api/v1/restaurants', { body: {}, locale: 'fr' }));
    expect(french.errors).toEqual({ name: ['Le champ nom est obligatoire.'], address: ['Le champ adresse est obligatoire.'] });
  });

  it('updates with PUT: required fields again, the others keep their stored values', async () => {
    await login('admin@example.com');
    setMockNow(new Date('2026-03-10T09:00:00Z'));
    const updated = await created<Restaurant>(
      await call('PUT', 'api/v1/restaurants/1', {
        body: { name: 'Chez Marcel', address: '12 Rue Mercière, 69002 Lyon', is_open: false },
      }),
      200,
    );
    expect(updated).toMatchObject({
      is_open: false, price: 1250, same_day_time_limit: '10:30', image_id: 1, updated_at: '2026-03-10T09:00:00.000000Z',
    });
    expect((await call('PUT', 'api/v1/restaurants/3', { body: { name: 'X', address: 'Y' } })).status).toBe(404); // Globex's
  });

  it("creates menus from the restaurant's menu_defaults and checks the availability window", async () => {
    await login('admin@example.com');
    const menu = await created<RestaurantMenu>(
      await call('POST', 'api/v1/restaurants/2/menus', { body: { name: 'Soba salad', available_from: '2026-03-10' } }),
    );
    expect(menu).toMatchObject({
      restaurant_id: 2, restaurant_name: 'Green Bowl', price: 1100, hide_price: false, type: 'VEGAN', available: true,
      time_limit: null, image_title: 'Soba salad', available_till: null,
    });
    const invalid = await call('POST', 'api/v1/restaurants/2/menus', {
      body: { name: 'Late', available_from: '2026-03-10', available_till: '2026-03-09', time_limit: '25:00' },
    });
    expect((await body<{ errors: unknown }>(invalid)).errors).toEqual({
      available_till: ['The available till field must be a date after or equal to available from.'],
      time_limit: ['The time limit field must match the format H:i.'],
    });
    const kept = await created<RestaurantMenu>(
      await call('PUT', `api/v1/restaurants/2/menus/${menu.id}`, {
        body: { name: 'Soba', available_from: '2026-03-11', available: false },
      }),
      200,
    );
    expect(kept).toMatchObject({ name: 'Soba', available: false, price: 1100, type: 'VEGAN' });
    expect((await call('GET', `api/v1/restaurants/1/menus/${menu.id}`)).status).toBe(404); // not restaurant 1's
  });

  it('manages contacts of a restaurant', async () => {
    await login('admin@example.com');
    const invalid = await call('POST', 'api/v1/restaurants/2/contacts', { body: { contact: 'Zoé', email: 'nope', type: 'CHEF' } });
    expect((await body<{ errors: unknown }>(invalid)).errors).toEqual({
      email: ['The email field must be a valid email address.'],
      type: ['The selected type is invalid.'],
    });
    const contact = await created<RestaurantContact>(
      await call('POST', 'api/v1/restaurants/2/contacts', { body: { contact: 'Zoé', type: 'OTHER', phone: '' } }),
    );
    expect(contact).toMatchObject({ restaurant_id: 2, contact: 'Zoé', phone: null, email: null, type: 'OTHER' });
    expect((await call('GET', 'api/v1/restaurants/2/contacts/1')).status).toBe(404); // contact 1 is restaurant 1's
    expect((await call('DELETE', `api/v1/restaurants/2/contacts/${contact.id}`)).status).toBe(204);
  });

  it('deletes a restaurant with its menus, contacts, discounts and links', async () => {
    await login('superadmin@example.com');
    expect((await call('DELETE', 'api/v1/restaurants/1')).status).toBe(204);
    expect((await call('GET', 'api/v1/restaurants/1')).status).toBe(404);
    const data = db();
    expect(data.restaurant_menus.some((m) => m.restaurant_id === 1)).toBe(false);
    expect(data.restaurant_contacts.some((c) => c.restaurant_id === 1)).toBe(false);
    expect(data.discounts.map((d) => d.id)).not.toContain(5); // owned by menu 1
    expect(data.tenant_links.some((l) => l.model_type === 91 && l.model_id === 1)).toBe(false);
    expect((await call('DELETE', 'api/v1/restaurants/abc')).status).toBe(404);
  });
});

describe('discounts and tenants', () => {
  it('caps percentages at 100 and accepts only owners visible in the tenant', async () => {
    await login('admin@example.com');
    const invalid = await call('POST', 'api/v1/discounts', {
      body: { amount: 150, type: 'PERCENTAGE', owner_type: 'RESTAURANT', owner_id: 3 },
    });
    expect(await body(invalid)).toEqual({
      message: 'The amount field must not be greater than 100. (and 1 more error)',
      errors: { amount: ['The amount field must not be greater than 100.'], owner_id: ['The selected owner id is invalid.'] },
    });
    const discount = await created<Discount>(
      await call('POST', 'api/v1/discounts', { body: { amount: 150, type: 'FIXED', owner_type: 'RESTAURANT_MENU', owner_id: 6 } }),
    );
    expect(discount).toMatchObject({ owner_name: 'Falafel bowl', priority: 0, amount: 150 });
    const tenantOwned = await call('POST', 'api/v1/discounts', { body: { amount: 5, type: 'FIXED', owner_type: 'TENANT', owner_id: 2 } });
    expect(tenantOwned.status).toBe(422); // admin is not in Globex
  });

  it('creates tenants with unique names, links the creator, and deletes their links and discounts', async () => {
    await login('superadmin@example.com');
    const taken = await call('POST', 'api/v1/tenants', { body: { name: 'ACME' } });
    expect((await body<{ errors: unknown }>(taken)).errors).toEqual({ name: ['The name has already been taken.'] });
    const umbrella = { name: 'Umbrella', email: 'hq@umbrella.example' };
    const tenant = await created<Tenant>(await call('POST', 'api/v1/tenants', { body: umbrella }));
    expect(tenant).toMatchObject({ id: 4, address: null, phone: null, contact: null });
    expect(db().users.find((u) => u.email === 'superadmin@example.com')?.tenant_ids).toContain(4);
    expect((await call('DELETE', 'api/v1/tenants/1')).status).toBe(204);
    expect(db().discounts.some((d) => d.owner_type === 'TENANT' && d.owner_id === 1)).toBe(false);
    expect(db().tenant_links.some((l) => l.tenant_id === 1)).toBe(false);
    expect(db().users.find((u) => u.email === 'admin@example.com')?.tenant_ids).toEqual([]);
    expect(db().restaurants.some((r) => r.id === 2)).toBe(true); // linked records stay
  });
});

describe('tenant links', () => {
  const link = async (path: string, status = 200) => created<TenantLink>(await call('GET', path), status);

  it('shows and replaces the tenants of a record, keeping links the user cannot see', async () => {
    await login('admin@example.com');
    expect(await link('api/v1/tenant-links/91/1')).toEqual({ model_type: 91, model_id: 1, model_name: 'Chez Marcel', tenant_ids: [1] });
    expect(await link('api/v1/tenant-links/1/3')).toEqual({ model_type: 1, model_id: 3, model_name: 'Uma User', tenant_ids: [1] });
    const empty = await call('PUT', 'api/v1/tenant-links/91/1', { body: { tenant_ids: [] } });
    expect(await body(empty)).toEqual({
      message: 'Please select at least one tenant', errors: { tenant_ids: ['Please select at least one tenant'] },
    });
    const foreign = await call('PUT', 'api/v1/tenant-links/91/1', { body: { tenant_ids: [1, 2, 1] } });
    expect(await body(foreign)).toEqual({
      message: 'The selected tenant_ids.1 is invalid.', errors: { 'tenant_ids.1': ['The selected tenant_ids.1 is invalid.'] },
    });
    expect((await call('PUT', 'api/v1/tenant-links/91/1', { body: { tenant_ids: [1, 1] } })).status).toBe(200);
    await login('superadmin@example.com');
    expect((await link('api/v1/tenant-links/91/1')).tenant_ids).toEqual([1, 2]); // Globex's link kept
    const replaced = await call('PUT', 'api/v1/tenant-links/91/2', { body: { tenant_ids: [3, 2, 2] } });
    expect((await body<{ data: TenantLink }>(replaced)).data.tenant_ids).toEqual([2, 3]);
  });

  it('answers 404 for records that do not exist (or only exist in other tenants), 422 in French', async () => {
    await login('admin@example.com');
    await link('api/v1/tenant-links/91/999', 404);
    await link('api/v1/tenant-links/42/1', 404);
    await link('api/v1/tenant-links/2/99999', 404); // no such order
    await link('api/v1/tenant-links/91/3', 404); // Globex's restaurant
    const missing = await call('PUT', 'api/v1/tenant-links/6/1', { body: {}, locale: 'fr' });
    expect((await body<{ message: string }>(missing)).message).toBe('Veuillez sélectionner au moins une organisation');
  });
});
