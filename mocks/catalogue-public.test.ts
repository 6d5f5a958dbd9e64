// Public reads: menus on a date with the ordering limits (availability, switched off, closed
// restaurant, same-day time limit) and price hiding; the public restaurant page.
import { describe, expect, it } from 'vitest';
import type { PublicMenu, PublicRestaurant, RestaurantMenu } from '@/api/models';
import { body, call, login } from './testing/backend-client';
import { grant, list, pinClockAndReseed } from './testing/catalogue-helpers';

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';

async function menus(query: string): Promise<PublicMenu[]> {
  const response = await call('GET', `api/v1/public/menus?${query}`);
  expect(response.status).toBe(200);
  return (await body<{ data: PublicMenu[] }>(response)).data;
}

const byName = (all: PublicMenu[], name: string) => all.find((menu) => menu.name === name);

describe('public menus', () => {
  it('tells which menus can be ordered today, and why not', async () => {
    pinClockAndReseed(`${TODAY}T10:15:00Z`);
    const today = await menus(`date=${TODAY}`);
    expect(byName(today, 'Ratatouille')).toMatchObject({
      orderable: false, not_orderable_reason: 'TIME_LIMIT_PASSED', order_until: `${TODAY}T10:00:00.000000Z`,
    });
    expect(byName(today, 'Plat du jour')).toMatchObject({
      orderable: true, not_orderable_reason: null, order_until: `${TODAY}T10:30:00.000000Z`, price: 1250, price_hidden: false,
    });
    expect(byName(today, 'Soupe de légumes')).toMatchObject({ orderable: false, not_orderable_reason: 'NOT_AVAILABLE' });
    expect(byName(today, 'Steak frites')).toMatchObject({
      orderable: false, not_orderable_reason: 'RESTAURANT_CLOSED', restaurant_is_open: false,
    });
    expect(byName(today, 'Bento tofu')).toMatchObject({ orderable: true, order_until: null }); // no time limit at all
    expect(byName(today, 'Quiche lorraine')).toBeUndefined(); // not offered yet
    expect(today.map((m) => m.restaurant_name)).toEqual([...today.map((m) => m.restaurant_name)].sort());
  });

  it("lists the discounts an item would get: the menu's, the restaurant's and the named tenant's", async () => {
    pinClockAndReseed(`${TODAY}T08:00:00Z`);
    const ids = (menu: PublicMenu | undefined) => menu?.discounts.map((d) => [d.id, d.owner_type]);
    expect(ids(byName(await menus(`date=${TODAY}`), 'Plat du jour'))).toEqual([[5, 'RESTAURANT_MENU']]);
    const acme = await menus(`date=${TODAY}&tenant_id=1`);
    expect(ids(byName(acme, 'Plat du jour'))).toEqual([[1, 'TENANT'], [5, 'RESTAURANT_MENU']]);
    expect(ids(byName(acme, 'Buddha bowl'))).toEqual([[1, 'TENANT'], [3, 'RESTAURANT']]);
  });

  it('takes orders for tomorrow after the same-day limit has passed', async () => {
    pinClockAndReseed(`${TODAY}T10:15:00Z`);
    const tomorrow = await menus(`date=${TOMORROW}`);
    expect(byName(tomorrow, 'Ratatouille')).toMatchObject({ orderable: true, order_until: `${TOMORROW}T10:00:00.000000Z` });
    expect(byName(tomorrow, 'Steak frites')?.orderable).toBe(false);
    const past = await menus('date=2026-03-09');
    expect(byName(past, 'Bento tofu')).toMatchObject({ orderable: false, not_orderable_reason: 'TIME_LIMIT_PASSED' });
  });

  it('hides hidden prices and filters by type, restaurant, tenant and orderability', async () => {
    pinClockAndReseed(`${TODAY}T08:00:00Z`);
    const today = await menus(`date=${TODAY}`);
    expect(byName(today, 'Buddha bowl')).toMatchObject({ price: null, price_hidden: true }); // restaurant hides prices
    expect(byName(today, 'Minestrone')).toMatchObject({ price: null, price_hidden: true }); // the menu hides its price
    expect(byName(today, 'Lasagne al forno')).toMatchObject({ price: 1350, price_hidden: false }); // restaurant's price
    const vegan = await menus(`date=${TODAY}&type[]=VEGAN&available_only=true`);
    // By restaurant name: Green Bowl, Le Comptoir Libanais, Sakura Bento, Trattoria Bellini.
    expect(vegan.map((m) => m.name)).toEqual(['Buddha bowl', 'Houmous & falafels', 'Bento tofu', 'Minestrone']);
    expect(new Set((await menus(`date=${TODAY}&tenant_id=3`)).map((m) => m.restaurant_id))).toEqual(new Set([5, 6]));
    expect((await menus(`date=${TODAY}&restaurant_id=4&available_only=true`))).toEqual([]);
  });

  it('answers 422 without a valid date', async () => {
    const missing = await call('GET', 'api/v1/public/menus');
    expect(await body(missing)).toEqual({ message: 'The date field is required.', errors: { date: ['The date field is required.'] } });
    const invalid = await call('GET', 'api/v1/public/menus?date=10/03/2026', { locale: 'fr' });
    expect((await body<{ message: string }>(invalid)).message).toBe("Le champ date n'est pas une date valide.");
  });

  it('hides prices from non-admins in the authenticated menu resource too', async () => {
    grant('user@example.com', 'restaurant-menus.view');
    await login('user@example.com');
    const hidden = await list<RestaurantMenu>('api/v1/restaurants/2/menus');
    expect(hidden.data.every((menu) => menu.price === null)).toBe(true);
    await login('admin@example.com');
    expect((await list<RestaurantMenu>('api/v1/restaurants/2/menus?search=falafel')).data[0]?.price).toBe(1050);
  });
});

describe('public restaurant page', () => {
  it('shows any restaurant with its contacts and one entry per date (default: 7 days from today)', async () => {
    pinClockAndReseed(`${TODAY}T08:00:00Z`);
    const response = await call('GET', 'api/v1/public/restaurants/4');
    const { data } = await body<{ data: PublicRestaurant }>(response);
    expect(data).toMatchObject({ name: 'Brasserie du Parc', is_open: false, latitude: 45.7741 });
    expect(data.contacts).toEqual([
      { contact: 'Paul Bernard', phone: '+33 4 78 24 04 04', email: 'paul@brasserie-du-parc.example', type: 'MANAGER' },
    ]);
    expect(data.menus_by_date.map((d) => d.date)).toEqual(
      ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16'],
    );
    expect(data.menus_by_date[1]?.menus.map((m) => m.not_orderable_reason)).toEqual(['RESTAURANT_CLOSED', 'RESTAURANT_CLOSED']);
    const two = await call('GET', 'api/v1/public/restaurants/1?from=2026-03-12&till=2026-03-13');
    const ranged = await body<{ data: PublicRestaurant }>(two);
    expect(ranged.data.menus_by_date.map((d) => d.menus.map((m) => m.name))).toEqual([
      ['Plat du jour', 'Ratatouille', 'Soupe de légumes'], // Ratatouille's last day
      ['Plat du jour', 'Quiche lorraine', 'Soupe de légumes'], // Quiche's first day
    ]);
  });

  it('checks the range and answers 404 for an unknown restaurant', async () => {
    const backwards = await call('GET', 'api/v1/public/restaurants/1?from=2026-03-12&till=2026-03-11');
    expect((await body<{ errors: unknown }>(backwards)).errors).toEqual({
      till: ['The till field must be a date after or equal to from.'],
    });
    const long = await call('GET', 'api/v1/public/restaurants/1?from=2026-03-01&till=2026-04-01');
    expect((await body<{ errors: unknown }>(long)).errors).toEqual({ till: ['The date range may not be longer than 31 days.'] });
    expect((await call('GET', 'api/v1/public/restaurants/1?from=2026-03-01&till=2026-03-31')).status).toBe(200);
    expect((await call('GET', 'api/v1/public/restaurants/999')).status).toBe(404);
  });
});
