// The catalogue seed: what the demo and the e2e runs rely on, whatever day the clock says.
import { describe, expect, it } from 'vitest';
import { parseTimestamp, setMockNow } from './clock';
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

/** Every timestamp (`…_at`) of every seeded row, with where it is. */
function seedStamps(): { where: string; stamp: string }[] {
  return Object.entries(db()).flatMap(([table, rows]) =>
    (rows as Record<string, unknown>[]).flatMap((row) =>
      Object.entries(row)
        .filter((entry): entry is [string, string] => entry[0].endsWith('_at') && typeof entry[1] === 'string')
        .map(([field, stamp]) => ({ where: `${table}#${String(row.id)}.${field}`, stamp })),
    ),
  );
}

describe('seed dates', () => {
  it.each(['2026-04-01T06:00:00Z', '2026-03-10T00:00:30Z', '2026-03-10T08:30:00Z', '2026-12-31T23:59:00Z'])(
    'creates, changes, pays or sends nothing after the demo\'s now (%s), in any table',
    (iso) => {
      pinClockAndReseed(iso);
      const stamps = seedStamps();
      expect(stamps.length).toBeGreaterThan(1000);
      expect(stamps.filter(({ stamp }) => parseTimestamp(stamp) > Date.parse(iso))).toEqual([]);
      // Orders for the next days are still there (created before now).
      expect(db().orders.some((order) => order.requested_date > iso.slice(0, 10))).toBe(true);
    },
  );
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
