// The deterministic seed: typed fixtures, fixed timestamps, no randomness. resetMock() restores it.
import { FEATURES } from '@/lib/feature-tree';
import type { DbData, FeatureRecord, PermissionRecord, RoleRecord, UserRecord } from './records';
import { now } from '../clock';
import { seedCatalogue } from './seed-catalogue';
import { seedNotifications } from './seed-notifications';
import { seedOrders } from './seed-orders';
import { seedLocalization } from './seed-localization';
import { seedSocialAccounts } from './seed-social-accounts';
import { seedVariables } from './seed-variables';
import { SEED_TIME } from './seed-time';

export { SEED_TIME } from './seed-time';
export const SEED_PASSWORD = 'password';

export const PERMISSION_RESOURCES = [
  'tenants', 'restaurants', 'restaurant-menus', 'restaurant-contacts', 'discounts', 'users', 'roles',
  'permissions', 'features', 'languages', 'texts', 'translations', 'images', 'orders', 'order-items',
  'bills', 'logs', 'actions', 'variables',
] as const;
export const PERMISSION_ACTIONS = ['view', 'create', 'update', 'delete'] as const;

const ADMIN_DENIED = new Set(['tenants.create', 'tenants.delete', 'features.update']);
const ECOMMERCE_CHILDREN = new Set<string>([
  FEATURES.payer, FEATURES.requestDate, FEATURES.contact, FEATURES.shipping,
  FEATURES.delivery, FEATURES.payment, FEATURES.discount,
]);
const DISABLED_FEATURES = new Set<string>([FEATURES.socialLogin]);

function seedPermissions(): PermissionRecord[] {
  const names = ['all', ...PERMISSION_RESOURCES.flatMap((r) => PERMISSION_ACTIONS.map((a) => `${r}.${a}`))];
  return names.map((name, index) => ({ id: index + 1, name, created_at: SEED_TIME, updated_at: SEED_TIME }));
}

function seedRoles(permissions: PermissionRecord[]): RoleRecord[] {
  const idOf = (name: string) => permissions.find((p) => p.name === name)?.id ?? 0;
  const adminIds = permissions.filter((p) => p.name !== 'all' && !ADMIN_DENIED.has(p.name)).map((p) => p.id);
  const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };
  return [
    { id: 1, name: 'super_admin', permission_ids: [idOf('all')], ...stamps },
    { id: 2, name: 'admin', permission_ids: adminIds, ...stamps },
    { id: 3, name: 'user', permission_ids: [idOf('orders.create')], ...stamps },
  ];
}

function seedFeatures(): FeatureRecord[] {
  const ecommerceId = Object.values(FEATURES).indexOf(FEATURES.ecommerce) + 1;
  return Object.values(FEATURES).map((name, index) => ({
    id: index + 1,
    name,
    parent_id: ECOMMERCE_CHILDREN.has(name) ? ecommerceId : null,
    enabled: !DISABLED_FEATURES.has(name),
    created_at: SEED_TIME,
    updated_at: SEED_TIME,
  }));
}

/**
 * twofactor@example.com's authenticator secret (base32, as the QR code would carry it) and recovery
 * codes (Fortify's RecoveryCode::generate() format): fixed, so a test computes the current code.
 */
export const SEED_TWO_FACTOR_SECRET = 'LUNCHDEMOTWOFACTORSECRETKEYSEEDS';
export const SEED_RECOVERY_CODES = [
  'Q7mT2vXk9L-pR4wZ8nB3s', 'hF6yD1cJ0u-Gt5eK2aV9x', 'Ws3Np8Rz1q-Lm6Yb4Hc7d', 'Ke9Xu2Tg5v-Pj1Df8Sa3n',
  'Bn4Hq7Lw0e-Vc2Ry6Mz5k', 'Ua8Jp3Ft6o-Xs9Gd1Kh4m', 'Zr5Ce2Wn7y-Qb0Tv3Ld8j', 'Mi1Ok6Ps4b-Yh7Ea2Nx9f',
];

function user(
  id: number, email: string, first: string, last: string, roleId: number, tenantIds: number[], verified = true,
  twoFactor = false,
): UserRecord {
  return {
    id, email, first_name: first, last_name: last, password: SEED_PASSWORD,
    email_verified_at: verified ? SEED_TIME : null, created_at: SEED_TIME, updated_at: SEED_TIME,
    role_ids: [roleId], tenant_ids: tenantIds,
    two_factor_secret: twoFactor ? SEED_TWO_FACTOR_SECRET : null,
    two_factor_recovery_codes: twoFactor ? JSON.stringify(SEED_RECOVERY_CODES) : null,
    two_factor_confirmed_at: twoFactor ? SEED_TIME : null,
  };
}

export interface SeedOptions {
  /** Past orders to generate (default DEFAULT_SEED_ORDERS); the scale option asks for 10,000. */
  orders?: number;
  /** More orders of Acme for today (default none); the kitchen board's bench asks for 300. */
  todayOrders?: number;
  /** More menus offered every day (default none): the landing at scale asks for 500. */
  menus?: number;
}

export function createSeed(options: SeedOptions = {}): DbData {
  const permissions = seedPermissions();
  const data: DbData = {
    ...seedCatalogue(options.menus),
    permissions,
    roles: seedRoles(permissions),
    users: [
      user(1, 'superadmin@example.com', 'Sam', 'Super', 1, [1, 2, 3]),
      user(2, 'admin@example.com', 'Ada', 'Admin', 2, [1]),
      user(3, 'user@example.com', 'Uma', 'User', 3, [1]),
      user(4, 'user2@example.com', 'Gus', 'Globex', 3, [2]),
      user(5, 'unverified@example.com', 'Nina', 'Unverified', 3, [1], false),
      user(6, 'twofactor@example.com', 'Theo', 'Twofactor', 3, [1], true, true),
    ],
    social_accounts: seedSocialAccounts(),
    features: seedFeatures(),
    variables: seedVariables(),
    languages: [
      { id: 1, name: 'English', code: 'en', enabled: true, icon: 'gb', created_at: SEED_TIME, updated_at: SEED_TIME },
      { id: 2, name: 'Français', code: 'fr', enabled: true, icon: 'fr', created_at: SEED_TIME, updated_at: SEED_TIME },
      { id: 3, name: 'Deutsch', code: 'de', enabled: false, icon: 'de', created_at: SEED_TIME, updated_at: SEED_TIME },
    ],
    ...seedLocalization(),
    orders: [],
    order_items: [],
    bills: [],
    bill_items: [],
    logs: [],
    notifications: [],
    sessions: [],
    personal_access_tokens: [],
    password_reset_tokens: [],
    verification_links: [],
  };
  const at = now();
  seedOrders(data, at, options.orders, options.todayOrders);
  seedNotifications(data, at);
  return data;
}
