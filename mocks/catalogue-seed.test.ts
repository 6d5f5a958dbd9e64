// The catalogue seed: what the demo and the e2e runs rely on, whatever day the clock says.
import { describe, expect, it } from 'vitest';
import { setMockNow } from './clock';
import { db } from './db/database';
import { createSeed } from './db/seed';
import { addDays, isoDate } from './domain/dates';
import { orderability } from './domain/ordering';
import { pinClockAndReseed } from './testing/catalogue-helpers';

function expectEveryTypeOrderable(at: Date): void {
  const { restaurants, restaurant_menus: menus } = db();
  for (const offset of [0, 1, 2]) {
    const date = addDays(isoDate(at), offset);
    for (const type of ['NORMAL', 'VEGETARIAN', 'VEGAN'] as const) {
      const orderable = menus.some((menu) => {
        const restaurant = restaurants.find((r) => r.id === menu.restaurant_id);
        return menu.type === type && restaurant !== undefined && orderability(menu, restaurant, date, at).orderable;
      });
      expect({ date, type, orderable }).toEqual({ date, type, orderable: true });
    }
  }
}

describe('seed dates', () => {
  it('creates nothing after the demo\'s now, even early in the morning of the 1st', () => {
    const iso = '2026-04-01T06:00:00Z';
    pinClockAndReseed(iso);
    const { orders, order_items: items, bills, logs } = db();
    const stamps = [...orders, ...items, ...bills, ...logs].flatMap((row) => [row.created_at, row.updated_at]);
    expect(stamps.filter((stamp) => Date.parse(stamp.replace(/(\.\d{3})\d+/, '$1')) > Date.parse(iso))).toEqual([]);
    expect(orders.some((order) => order.requested_date > iso.slice(0, 10))).toBe(true);
  });
});

describe('catalogue seed', () => {
  it.each(['2026-03-10T07:00:00Z', '2027-12-31T23:30:00Z'])('offers every menu type today, tomorrow and the day after (%s)', (iso) => {
    pinClockAndReseed(iso);
    expectEveryTypeOrderable(new Date(iso));
  });

  it.each([-300, 45, 1000])('still does when the clock is pinned %i days after the seed (reset, then pin)', (days) => {
    const at = new Date(Date.now() + days * 86_400_000);
    setMockNow(at);
    expectEveryTypeOrderable(at);
  });

  it('covers what the demo needs: closed, hidden prices, shared restaurant, every kind of contact and discount', () => {
    setMockNow(new Date('2026-03-10T07:00:00Z')); // the seed is deterministic for a given "now"
    const seed = createSeed();
    expect(seed.restaurants.length).toBeGreaterThanOrEqual(5);
    expect(seed.restaurants.some((r) => !r.is_open)).toBe(true);
    expect(seed.restaurants.some((r) => r.hide_price)).toBe(true);
    const tenantsOf = (id: number) => seed.tenant_links.filter((l) => l.model_type === 91 && l.model_id === id).map((l) => l.tenant_id);
    expect(seed.restaurants.some((r) => tenantsOf(r.id).includes(1) && tenantsOf(r.id).includes(2))).toBe(true);
    expect(seed.restaurants.every((r) => tenantsOf(r.id).length > 0 && r.latitude !== null)).toBe(true);
    expect(new Set(seed.restaurant_contacts.map((c) => c.type))).toEqual(new Set(['ORDERS', 'BILLING', 'MANAGER', 'OTHER']));
    expect(new Set(seed.discounts.map((d) => `${d.owner_type}/${d.type}`)).size).toBe(6);
    expect(seed.images.length).toBeGreaterThanOrEqual(3);
    expect(seed.restaurant_menus.some((m) => !m.available)).toBe(true);
    expect(seed.restaurant_menus.some((m) => m.time_limit !== null)).toBe(true);
    expect(JSON.stringify(createSeed())).toBe(JSON.stringify(seed)); // deterministic
  });
});
