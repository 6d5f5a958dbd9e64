// What a resource definition (src/resources/<entity>.ts) tells the admin engine (src/crud/). Types
// only; they live in lib because both resources and crud read them and neither imports the other.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { LogModelType, ModelType, User } from '@/api/models';
import type { PageSize } from '@/lib/config';
import type { FeatureName } from '@/lib/feature-tree';
import type { FieldDefinition, ReferenceSource } from '@/lib/field-definition';

export interface ListQuery {
  page: number;
  per_page: PageSize;
  search?: string;
  order_by?: string;
  order_dir?: 'asc' | 'desc';
  from?: string;
  till?: string;
  /** The resource's filters by query parameter: 'status[]': ['PLACED'], available: '1'. */
  [filterParam: string]: string | number | string[] | undefined;
}

/** A list filter beside search and dates: the choices of an enum, boolean or reference field. */
export interface ListFilter {
  /** The field whose label and choices it shows (an enum, a boolean: yes / no, or a reference's records). */
  field: string;
  /** The query parameter: 'status[]' keeps any of several values, 'available' one. */
  param: string;
  /** Only with this feature on (the tenant filter with multi-tenancy). */
  feature?: FeatureName;
  /**
   * A filter on something that is no field of the record (texts untranslated in a language): its
   * label and the records to choose from; `field` is then only its key in the URL.
   */
  choices?: { label: MessageDescriptor; reference: ReferenceSource };
  /** Only for those who hold it: a reference's choices come from a list they must be allowed to read (a log's users). */
  permission?: string;
}

export interface PageOf<T> {
  data: T[];
  meta: { current_page: number; last_page: number; total: number; per_page: number; export_url?: string };
}

/** The calls of a resource; P are the route's parent parameters (e.g. { restaurantId }). */
export interface ResourceApi<T, P> {
  list(query: ListQuery, params: P, signal?: AbortSignal): Promise<PageOf<T>>;
  get?(id: number, params: P): Promise<T>;
  create?(input: Record<string, unknown>, params: P): Promise<T>;
  update?(id: number, input: Record<string, unknown>, params: P): Promise<T>;
  remove?(record: T, params: P): Promise<void>;
}

export type Action = 'view' | 'create' | 'update' | 'delete';

export interface ResourceLabels {
  /** 'Tenants': list title, menu entry, breadcrumb. */
  plural: MessageDescriptor;
  /** 'Tenant': a record's page title. */
  singular: MessageDescriptor;
  /** 'New tenant': the create page's title. */
  create: MessageDescriptor;
  /** 'tenant': the {entity} of the failure templates and confirmations. */
  entity: MessageDescriptor;
  /** 'My orders': `plural` for someone whose list holds only their own records (ownRecords). */
  own?: MessageDescriptor;
}

export interface ResourceRoutes<T, P> {
  /** The list page (or the parent's page for nested resources). */
  list(params: P): string;
  /** A record's show/edit page; absent: rows do not link anywhere. */
  record?(record: T, params: P): string;
  /** The create page; absent: no create page (e.g. uploads). */
  create?(params: P): string;
}

export interface ParentDefinition<P> {
  /** A function: the parent's file ties its children after defining itself. */
  resource: () => AnyResource;
  /** The parent's id among the route parameters. */
  id(params: P): number;
  /** A new child's initial form values from the parent record (e.g. a restaurant's menu defaults). */
  defaults?(parent: AnyRecord): Record<string, unknown>;
}

/**
 * A child list whose records are links between the parent and records that live on their own (a
 * user's roles, a role's permissions): removing one unlinks it, and the add page links several at once.
 */
export interface LinkList<T, P> {
  /** The records not linked yet, a page at a time: the add page's choices. */
  candidates(query: ListQuery, params: P, signal?: AbortSignal): Promise<PageOf<T>>;
  /** Links several records at once. */
  add(ids: number[], params: P): Promise<void>;
  /** The body's field of the ids: the server's 422 for it shows on the choice. */
  field: string;
  /** The choice's label ('Roles') and its message when nothing is chosen ('Please select one'). */
  label: MessageDescriptor;
  required: MessageDescriptor;
}

export interface RelatedList<T> {
  /** A function: the parent's file ties its children after defining itself. */
  resource: () => AnyResource;
  /** The child's parameters from the parent record. */
  params(parent: T): unknown;
}

/** The admin menu's groups, in the menu's order (spec §2). */
export const NAV_GROUPS = ['overview', 'catalogue', 'ordersBilling', 'usersAccess', 'settings', 'localizations', 'logs'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Where a page sits in the admin menu and on the dashboard. */
export interface NavPlacement {
  group: NavGroup;
  /** Its place in the group: lower first. */
  order: number;
  /** The dashboard card's line under the page's name. */
  description: MessageDescriptor;
}

export interface ResourceDefinition<T extends { id: number }, P = Record<string, never>> {
  /** Stable key: table settings in localStorage, CSV file name, test ids. */
  key: string;
  /** Permission prefix: 'tenants' → tenants.view / .create / .update / .delete. */
  permission: string;
  feature?: FeatureName;
  labels: ResourceLabels;
  fields: FieldDefinition<T>[];
  api: ResourceApi<T, P>;
  routes: ResourceRoutes<T, P>;
  /** A record's name in breadcrumbs and confirmations, in the page's language (a role's label). */
  titleOf(record: T, intl: IntlShape): string;
  /** Label of the list's date-range filter (the field `from`/`till` filter on); absent: no filter. */
  dateFilter?: MessageDescriptor;
  searchable?: boolean;
  /** Filters of the list (in the URL under `filters`, by field name). */
  filters?: ListFilter[];
  /**
   * Every signed-in user may open the list and records: the server answers with their own
   * (orders, order items); `{permission}.view` widens that to the tenant's.
   */
  ownRecords?: boolean;
  /** The record lives under a parent record (menus under a restaurant). */
  parent?: ParentDefinition<P>;
  /** Child lists on the record's page. */
  children?: RelatedList<T>[];
  /** A new record's initial form values (a child's come from its parent: ParentDefinition.defaults). */
  defaults?(user: User | null | undefined): Record<string, unknown>;
  /** Last touch on the body a form sends (e.g. an empty nested object becomes null). */
  prepareInput?: (input: Record<string, unknown>) => Record<string, unknown>;
  /** First touch on a record's form values: prepareInput's inverse (e.g. cents shown as euros). */
  prepareValues?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * What the backend deletes with a record, said to the user (e.g. 'Its menus and contacts are
   * deleted with it.'). Such a delete is confirmed first (Cancel focused) and sent at once; without
   * it, a delete is undoable: the rows go at once and the call waits out an undo window.
   */
  deleteCascades?: MessageDescriptor;
  /**
   * The records are links (see LinkList): the engine words a delete as a removal ('Remove', 'Removed
   * …', 'Failed to remove …'), and adding or removing needs `{permission}.update` (the parent's).
   */
  links?: LinkList<T, P>;
  /** The record can be linked to tenants (/admin/tenants/link/{modelType}/{id}). */
  tenantLink?: ModelType;
  /** How the log names the record (contract LogModelType): its page shows its History. */
  logModelType?: LogModelType;
  /**
   * Why the signed-in user may not make a change, said instead of sending it (e.g. deleting their
   * own account, or a change that would take from them the right to manage users).
   */
  refuse?: {
    delete?(record: T, user: User | null | undefined, params: P): MessageDescriptor | undefined;
    save?(input: Record<string, unknown>, record: T | undefined, user: User | null | undefined): MessageDescriptor | undefined;
  };
  /** The list's entry in the admin menu and on the dashboard; absent: none (child lists). */
  nav?: NavPlacement;
}

/** Any record of any entity: an id and its other keys. */
export type AnyRecord = { id: number } & Record<string, unknown>;

/**
 * A definition of any entity (the registry, the engine's generic parts). The definitions' functions
 * are declared as methods, so that a definition of a particular entity counts as one of these.
 */
export type AnyResource = ResourceDefinition<AnyRecord, unknown>;

/** A child list of links (a user's roles): its add page needs the links. */
export type LinkResource<T extends { id: number }, P> = ResourceDefinition<T, P> & { links: LinkList<T, P> };
