// Row shapes of the mock database: what Laravel keeps in its tables, including the columns the
// API never returns (passwords, session ids). API shapes live in @/api/models.
import type {
  AppNotification, BillItem, BillType, Discount, Id, Image, Language, Log, MenuType, ModelType, Order, OrderItem, Payer,
  RestaurantContact, RestaurantMenu, Text, Variable,
} from '@/api/models';
import type { OrderStatus } from '@/lib/order-status';
import type { PasswordResetRecord, SessionRecord, SocialAccountRecord, TokenRecord, VerificationLinkRecord } from './auth-records';

export interface TenantRecord {
  id: Id;
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  contact: string | null;
  created_at: string;
  updated_at: string;
}

/** Polymorphic tenant ↔ record links. Users (model type 1) keep theirs in UserRecord.tenant_ids. */
export interface TenantLinkRecord {
  tenant_id: Id;
  model_type: ModelType;
  model_id: Id;
}

export interface MenuDefaultsRecord {
  price: number | null;
  hide_price: boolean;
  type: MenuType;
  time_limit: string | null;
}

export interface RestaurantRecord {
  id: Id;
  name: string;
  description: string | null;
  is_open: boolean;
  address: string;
  latitude: number | null;
  longitude: number | null;
  image_title: string;
  image_id: Id | null;
  menu_defaults: MenuDefaultsRecord | null;
  same_day_time_limit: string | null;
  price: number | null;
  hide_price: boolean;
  created_at: string;
  updated_at: string;
}

/** Rows are written in place; the API types mark server-set fields readonly. */
type Row<T> = { -readonly [K in keyof T]: T[K] };

/** The API shape minus what is derived (restaurant_name, image_url). */
export type RestaurantMenuRecord = Row<Omit<RestaurantMenu, 'restaurant_name' | 'image_url'>>;
export type RestaurantContactRecord = Row<RestaurantContact>;
export type DiscountRecord = Row<Omit<Discount, 'owner_name'>>;
/** tenant_name is derived from tenant_id. */
export type VariableRecord = Row<Omit<Variable, 'tenant_name'>>;
/** `url` holds the file itself (a data: URL): the mock has no file storage. */
export type ImageRecord = Row<Image>;

export interface PermissionRecord {
  id: Id;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface RoleRecord {
  id: Id;
  name: string;
  permission_ids: Id[];
  created_at: string;
  updated_at: string;
}

export interface UserRecord {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  /** Plain text: this is a mock; it is never serialised. */
  password: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  role_ids: Id[];
  tenant_ids: Id[];
  /** Invited (POST /api/v1/users with `invite`): when the last invitation mail went, when it was accepted. */
  invitation_sent_at?: string | null;
  invitation_accepted_at?: string | null;
  /** Laravel's users.remember_token: what a remember-me cookie must carry; absent until first used. */
  remember_token?: string | null;
  /**
   * Fortify's two-factor columns (TwoFactorAuthenticatable). The base32 TOTP secret and the JSON
   * array of recovery codes are encrypted in Laravel, plain here; two-factor authentication is on
   * once the secret is confirmed (Fortify's `confirm` option).
   */
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: string | null;
}

export interface FeatureRecord {
  id: Id;
  name: string;
  parent_id: Id | null;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

export type LanguageRecord = Row<Required<Omit<Language, 'coverage'>>>;
export type TextRecord = Row<Omit<Text, 'translations'>>;

export interface TranslationRecord {
  id: Id;
  text_id: Id;
  language_id: Id;
  translation: string;
  created_at: string;
  updated_at: string;
}

/**
 * An order as stored. user / company / supplier are snapshots taken at placement (names are
 * refreshed from the live rows when they still exist); the totals are columns, recomputed whenever
 * an item changes, so lists sort on them cheaply. items_count is derived.
 */
export type OrderRecord = Row<Omit<Order, 'items_count' | 'items' | 'status'>> & { status: OrderStatus };

/** A discount as it applied when the item was ordered (later discount changes do not alter it). */
export interface AppliedDiscount {
  id: Id;
  amount: number;
  type: Discount['type'];
  owner_type: Discount['owner_type'];
  owner_id: Id;
  priority: number;
}

export type OrderItemRecord = Row<Omit<OrderItem, 'order_number' | 'count' | 'total' | 'discount' | 'status' | 'payer'>> & {
  status: OrderStatus;
  payer: Payer;
  applied_discounts: AppliedDiscount[];
};

/** A bill is a document: billable_name is kept as generated; amount and items_count come from its items. */
export interface BillRecord {
  id: Id;
  type: BillType;
  billable_id: Id;
  billable_name: string;
  period: string;
  from_date: string;
  till_date: string;
  paid_at: string | null;
  notified_at: string | null;
  tenant_id: Id;
  created_at: string;
  updated_at: string;
}

export type BillItemRecord = Row<BillItem>;
export type LogRecord = Row<Omit<Log, 'user_email' | 'tenant_name'>>;

/**
 * Laravel's `notifications` table (the `database` channel): `type` is the class's databaseType(),
 * `data` its toArray(); the notifiable is always a user. The API shape is the row without
 * notifiable_* and updated_at.
 */
export type NotificationRecord = AppNotification & {
  notifiable_type: 'App\\Models\\User';
  notifiable_id: Id;
  updated_at: string;
};

export interface DbData {
  tenants: TenantRecord[];
  tenant_links: TenantLinkRecord[];
  restaurants: RestaurantRecord[];
  restaurant_menus: RestaurantMenuRecord[];
  restaurant_contacts: RestaurantContactRecord[];
  discounts: DiscountRecord[];
  images: ImageRecord[];
  permissions: PermissionRecord[];
  roles: RoleRecord[];
  users: UserRecord[];
  social_accounts: SocialAccountRecord[];
  features: FeatureRecord[];
  variables: VariableRecord[];
  languages: LanguageRecord[];
  texts: TextRecord[];
  translations: TranslationRecord[];
  orders: OrderRecord[];
  order_items: OrderItemRecord[];
  bills: BillRecord[];
  bill_items: BillItemRecord[];
  logs: LogRecord[];
  notifications: NotificationRecord[];
  sessions: SessionRecord[];
  personal_access_tokens: TokenRecord[];
  password_reset_tokens: PasswordResetRecord[];
  verification_links: VerificationLinkRecord[];
}
