// The catalogue part of the seed: tenants, images, restaurants in Lyon with contacts and menus,
// discounts and tenant links. Deterministic; menu windows are relative to "today" at seed time
// (the settable clock), and most are open-ended so a demo kept for days still has menus today,
// tomorrow and the day after, of every type.
import type { Id, MenuType, ModelType } from '@/api/models';
import { now } from '../clock';
import { svgDataUrl } from '../catalogue/image-files';
import { addDays, isoDate } from '../domain/dates';
import type {
  DiscountRecord, ImageRecord, RestaurantContactRecord, RestaurantMenuRecord, RestaurantRecord, TenantLinkRecord,
  TenantRecord,
} from './records';
import { SEED_TIME } from './seed-time';

const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };
const ACME = 1;
const GLOBEX = 2;
const INITECH = 3;

const tenant = (id: Id, name: string, address: string, email: string, phone: string, contact: string): TenantRecord => ({
  id, name, address, email, phone, contact, ...stamps,
});

export function seedTenants(): TenantRecord[] {
  return [
    tenant(ACME, 'Acme', '12 Rue de la République, 69002 Lyon', 'office@acme.example', '+33 4 72 00 01 01', 'Alice Carter'),
    tenant(GLOBEX, 'Globex', '50 Cours Lafayette, 69003 Lyon', 'info@globex.example', '+33 4 72 00 01 02', 'Hank Scorpio'),
    tenant(INITECH, 'Initech', '8 Quai Perrache, 69002 Lyon', 'hello@initech.example', '+33 4 72 00 01 03', 'Bill Lumbergh'),
  ];
}

function image(id: Id, title: string, colour: string): ImageRecord {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="${colour}"/>` +
    `<text x="60" y="45" font-size="12" text-anchor="middle" fill="#fff">${title}</text></svg>`;
  const size = new TextEncoder().encode(svg).length;
  return { id, title, url: svgDataUrl(svg), mime_type: 'image/svg+xml', size, width: null, height: null, ...stamps };
}

type Place = Pick<RestaurantRecord, 'address' | 'latitude' | 'longitude'>;

function restaurant(id: Id, name: string, place: Place, fields: Partial<RestaurantRecord>): RestaurantRecord {
  return {
    id, name, description: null, is_open: true, image_title: name, image_id: null, menu_defaults: null,
    same_day_time_limit: null, price: null, hide_price: false, ...stamps, ...place, ...fields,
  };
}

const at = (address: string, latitude: number, longitude: number): Place => ({ address, latitude, longitude });

export function seedRestaurants(): RestaurantRecord[] {
  return [
    restaurant(1, 'Chez Marcel', at('12 Rue Mercière, 69002 Lyon', 45.7622, 4.8326), {
      description: 'French bistro cooking, a new plat du jour every day.',
      image_id: 1, same_day_time_limit: '10:30', price: 1250,
    }),
    restaurant(2, 'Green Bowl', at('8 Rue de la Charité, 69002 Lyon', 45.7555, 4.8314), {
      description: 'Vegetarian and vegan bowls.', image_id: 2, same_day_time_limit: '11:00', price: 1100, hide_price: true,
      menu_defaults: { price: 1100, hide_price: false, type: 'VEGAN', time_limit: null },
    }),
    restaurant(3, 'Trattoria Bellini', at('25 Quai Saint-Antoine, 69002 Lyon', 45.7628, 4.8298), {
      description: 'Fresh pasta and risotto.', same_day_time_limit: '11:30', price: 1350,
    }),
    restaurant(4, 'Brasserie du Parc', at('3 Boulevard des Belges, 69006 Lyon', 45.7741, 4.8522), {
      description: 'Closed for renovation.', is_open: false, same_day_time_limit: '10:00', price: 1500,
    }),
    restaurant(5, 'Sakura Bento', at('40 Cours Vitton, 69006 Lyon', 45.7695, 4.8573), {
      description: 'Japanese bento boxes, ordered until the last minute.', image_id: 3, price: 1200,
    }),
    restaurant(6, 'Le Comptoir Libanais', at('15 Rue Paul Bert, 69003 Lyon', 45.7585, 4.8452), {
      description: 'Mezze, wraps and grilled dishes.', same_day_time_limit: '11:00',
    }),
  ];
}

type Window = [from: number, till: number | null];

/**
 * Standing menus started this many days before the seed's today: e2e runs reset the demo and then
 * pin the clock (reset unpins it), so a pinned day up to a year before the reset still has menus.
 */
const SINCE = -400;
type MenuSeed = [restaurantId: Id, name: string, type: MenuType, window: Window, extra?: Partial<RestaurantMenuRecord>];

/** Windows in days from today; null: no end. */
const MENUS: MenuSeed[] = [
  [1, 'Plat du jour', 'NORMAL', [SINCE, null], { description: "The chef's dish of the day, with bread and a drink.", image_id: 4 }],
  [1, 'Ratatouille', 'VEGETARIAN', [-1, 2], { description: 'Provençal vegetable stew.', price: 1150, time_limit: '10:00' }],
  [1, 'Soupe de légumes', 'VEGAN', [SINCE, null], { price: 650, available: false }],
  [1, 'Quiche lorraine', 'NORMAL', [3, 9], { price: 1100 }],
  [2, 'Buddha bowl', 'VEGAN', [SINCE, null], { description: 'Quinoa, roasted vegetables, hummus.' }],
  [2, 'Falafel bowl', 'VEGETARIAN', [SINCE, null], { price: 1050 }],
  [2, 'Poke saumon', 'NORMAL', [SINCE, null], { price: 1300, time_limit: '09:30' }],
  [3, 'Lasagne al forno', 'NORMAL', [SINCE, null], { description: 'Beef ragù, béchamel, parmesan.' }],
  [3, 'Risotto ai funghi', 'VEGETARIAN', [SINCE, null], { price: 1400 }],
  [3, 'Minestrone', 'VEGAN', [SINCE, null], { price: 800, hide_price: true }],
  [4, 'Steak frites', 'NORMAL', [SINCE, null], { price: 1650 }],
  [4, 'Salade niçoise', 'VEGETARIAN', [SINCE, null], { price: 1300 }],
  [5, 'Bento poulet teriyaki', 'NORMAL', [SINCE, null], { price: 1250 }],
  [5, 'Bento tofu', 'VEGAN', [SINCE, null], { price: 1150 }],
  [5, 'Maki végétarien', 'VEGETARIAN', [SINCE, null], { price: 950 }],
  [5, 'Ramen du chef', 'NORMAL', [SINCE, -1], { price: 1400 }],
  [6, 'Assiette mezze', 'VEGETARIAN', [SINCE, null], { price: 1150 }],
  [6, 'Chawarma poulet', 'NORMAL', [SINCE, null], { price: 1250, time_limit: '10:45' }],
  [6, 'Houmous & falafels', 'VEGAN', [SINCE, null], { price: 1050 }],
];

/** `more`: that many more menus, offered every day, over the restaurants in turn (the scale option). */
export function seedMenus(today = isoDate(now()), more = 0): RestaurantMenuRecord[] {
  const types: MenuType[] = ['NORMAL', 'VEGETARIAN', 'VEGAN'];
  const extra: MenuSeed[] = Array.from({ length: more }, (_, index) => [
    (index % 6) + 1, `Menu ${index + 1}`, types[index % 3]!, [SINCE, null], { price: 900 + ((index * 37) % 700) },
  ]);
  return [...MENUS, ...extra].map(([restaurant_id, name, type, [from, till], extra], index) => ({
    id: index + 1, restaurant_id, name, type, description: null, price: null, hide_price: false, available: true,
    available_from: addDays(today, from), available_till: till === null ? null : addDays(today, till),
    image_title: name, image_id: null, time_limit: null, ...stamps, ...extra,
  }));
}

const CONTACTS: [Id, string, RestaurantContactRecord['type'], string | null, string | null][] = [
  [1, 'Marcel Dupont', 'ORDERS', '+33 4 78 37 01 01', 'orders@chez-marcel.example'],
  [1, 'Claire Dupont', 'BILLING', null, 'billing@chez-marcel.example'],
  [2, 'Jade Vert', 'ORDERS', '+33 4 78 42 02 02', 'hello@green-bowl.example'],
  [2, 'Lucas Martin', 'MANAGER', '+33 6 12 34 56 78', null],
  [3, 'Giulia Bellini', 'ORDERS', '+33 4 78 92 03 03', 'ordini@bellini.example'],
  [3, 'Marco Rossi', 'BILLING', null, 'conti@bellini.example'],
  [4, 'Paul Bernard', 'MANAGER', '+33 4 78 24 04 04', 'paul@brasserie-du-parc.example'],
  [5, 'Yuki Tanaka', 'ORDERS', '+33 4 78 52 05 05', 'order@sakura-bento.example'],
  [5, 'Kenji Sato', 'OTHER', '+33 6 98 76 54 32', null],
  [6, 'Rami Haddad', 'ORDERS', '+33 4 78 60 06 06', 'commandes@comptoir-libanais.example'],
  [6, 'Nour Khalil', 'BILLING', null, 'compta@comptoir-libanais.example'],
];

const DISCOUNTS: Omit<DiscountRecord, 'id' | 'created_at' | 'updated_at'>[] = [
  { owner_type: 'TENANT', owner_id: ACME, type: 'PERCENTAGE', amount: 10, priority: 0 },
  { owner_type: 'TENANT', owner_id: GLOBEX, type: 'FIXED', amount: 100, priority: 1 },
  { owner_type: 'RESTAURANT', owner_id: 2, type: 'FIXED', amount: 100, priority: 1 },
  { owner_type: 'RESTAURANT', owner_id: 5, type: 'PERCENTAGE', amount: 5, priority: 0 },
  { owner_type: 'RESTAURANT_MENU', owner_id: 1, type: 'FIXED', amount: 50, priority: 2 },
  { owner_type: 'RESTAURANT_MENU', owner_id: 17, type: 'PERCENTAGE', amount: 15, priority: 1 },
];

/** Restaurant 1 is shared by Acme and Globex; 2 and 4 are Acme's only. */
const LINKS: [ModelType, Id, Id[]][] = [
  [91, 1, [ACME, GLOBEX]], [91, 2, [ACME]], [91, 3, [GLOBEX]], [91, 4, [ACME]],
  [91, 5, [GLOBEX, INITECH]], [91, 6, [INITECH]],
  [6, 1, [ACME, GLOBEX]], [6, 2, [ACME]], [6, 3, [GLOBEX, INITECH]], [6, 4, [ACME, GLOBEX]],
];

export function seedCatalogue(moreMenus = 0) {
  return {
    tenants: seedTenants(),
    tenant_links: LINKS.flatMap(([model_type, model_id, tenants]): TenantLinkRecord[] =>
      tenants.map((tenant_id) => ({ tenant_id, model_type, model_id }))),
    images: [
      image(1, 'Chez Marcel', '#8c2f39'), image(2, 'Green Bowl', '#2f7d32'),
      image(3, 'Sakura Bento', '#c2185b'), image(4, 'Plat du jour', '#6d4c41'),
    ],
    restaurants: seedRestaurants(),
    restaurant_menus: seedMenus(undefined, moreMenus),
    restaurant_contacts: CONTACTS.map(([restaurant_id, contact, type, phone, email], index) => ({
      id: index + 1, restaurant_id, contact, type, phone, email, ...stamps,
    })),
    discounts: DISCOUNTS.map((discount, index) => ({ id: index + 1, ...discount, ...stamps })),
  };
}
