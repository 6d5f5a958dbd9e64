// What a resource's fields tell the admin engine: their types, choices and how they show in
// lists, forms and details (see resource-definition.ts for the rest of a definition).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { FeatureName } from '@/lib/feature-tree';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'phone'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'time'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'image'
  | 'url'
  /** A value whose type another field names (typedBy): a variable's value. */
  | 'typed';

/** The tints of a value shown as a label (`tone` of a field). */
export type FieldTone = 'success' | 'danger' | 'warning' | 'neutral';

/** A choice of an enum or reference field. */
export interface Choice {
  value: string | number;
  label: string;
  /** Shown but not choosable (a role the user has that the signed-in user may not grant). */
  disabled?: boolean;
  /** Image references: a preview. */
  imageUrl?: string | null;
}

export interface ReferenceSource {
  /**
   * Choices matching `search`; `values` are the form's current values (for dependent pickers); `intl`
   * words choices the app translates (roles).
   */
  load(search: string, values: Record<string, unknown>, intl: IntlShape): Promise<Choice[]>;
  /** Another field whose change clears this one and reloads the choices (e.g. owner_type). */
  dependsOn?: string;
}

/**
 * A 'typed' field's value takes the type another field of the record names (a variable's `type`):
 * that field's current value chooses the control, the rules and how the value shows.
 */
export interface TypedBy {
  /** The (top-level) field whose value names the type. */
  field: string;
  /** Its values → the field type the value then has (e.g. number → decimal); another value: text. */
  types: Readonly<Record<string, FieldType>>;
}

type Key<T> = Extract<keyof T, string>;
/** 'menu_defaults.price': a key of an object-valued key (one level, as the forms nest). */
type NestedKey<T> = { [K in Key<T>]: NonNullable<T[K]> extends Record<string, unknown> ? `${K}.${Key<NonNullable<T[K]>>}` : never }[Key<T>];
/** A key of the model, or a dotted path one level into a nested object: a typo does not compile. */
export type FieldName<T> = Key<T> | NestedKey<T>;

export interface FieldDefinition<T> {
  /** The record's key, or a dotted path into a nested object ('menu_defaults.price'). */
  name: FieldName<T>;
  label: MessageDescriptor;
  type: FieldType;
  required?: boolean;
  /** Shown instead of the generic required message (e.g. 'Please select one'). */
  requiredMessage?: MessageDescriptor;
  min?: number;
  max?: number;
  /** Decimal fields: the step of the arrows, which also sets the decimals shown (default 0.0001). */
  step?: number;
  maxLength?: number;
  /** Text fields: the form the value must have, and the message that says so. */
  pattern?: { regex: RegExp; message: MessageDescriptor };
  enumOptions?: readonly { value: string; label: MessageDescriptor }[];
  reference?: ReferenceSource;
  /** 'typed' fields: where the value's type comes from. */
  typedBy?: TypedBy;
  /** Reference fields: several choices (the value is an array of ids). */
  multiple?: boolean;
  help?: MessageDescriptor;
  /** Text shown for the value in lists, details and CSV (e.g. the owner's name for owner_id). */
  display?(record: T, intl: IntlShape): string | null | undefined;
  /** Shown as tags in lists and details (a user's roles); `display` stays the text of CSV exports. */
  tags?(record: T, intl: IntlShape): string[];
  /** List cells: the value as a tinted label of this tone (a log's result); absent: plain text. */
  tone?(record: T): FieldTone | undefined;
  /**
   * The record's own column (the first listed field): a tinted tag after the link, on every width (a
   * user's pending invitation beside their e-mail).
   */
  badge?(record: T, intl: IntlShape): { label: string; tone: FieldTone } | undefined;
  /** List cells: the value links to this page (a log's user); undefined: plain text. */
  link?(record: T): string | undefined;
  /**
   * Table column: false = not a column; hidden = a column the user turns on; primary = one of the
   * few a phone keeps in the row (a status), beside the first column, which it always keeps: the
   * others move into the row's details there (crud/narrow-columns.ts); summary = on a phone, shown
   * under the record's link in one line with the others so marked (an order's day, restaurant,
   * items and total), worded by this message's {value} when one is given ('3 items').
   */
  list?: false | { sortable?: boolean; hidden?: boolean; primary?: boolean; summary?: true | MessageDescriptor };
  /** Form: false = not in forms (read-only data such as timestamps). */
  form?:
    | false
    | {
        createOnly?: boolean;
        /** Required on create only (a password: empty keeps it on edit). */
        requiredOnCreate?: boolean;
        /** On create, shown only while this boolean field is on (a password, with "Set a password now instead"). */
        createWhen?: string;
        /** A createOnly field shown read-only on edit, as the details show it (a variable's scope). */
        shownOnEdit?: boolean;
      };
  /** On the details (read-only) view; default true. */
  details?: boolean;
  /** Only with this feature on: elsewhere not a column, not in forms or details (a user's tenants). */
  feature?: FeatureName;
  /** Only for those who read across tenants (super admins): a log's tenant, which is otherwise always theirs. */
  acrossTenants?: boolean;
  /** Only for super admins, in forms and details (typing someone else's password: the others invite). */
  superAdminOnly?: boolean;
  /** Only for those who read other people's records: an order's user, not in a list of one's own orders. */
  acrossPeople?: boolean;
}

/**
 * A 'typed' field as the field of the type its record (or form values) names — the type field
 * unset or unknown: text —; any other field as it is.
 */
export function resolveField<T>(field: FieldDefinition<T>, values: unknown): FieldDefinition<T> {
  if (field.type !== 'typed' || !field.typedBy) return field;
  const named = values && typeof values === 'object' ? (values as Record<string, unknown>)[field.typedBy.field] : undefined;
  const type = (typeof named === 'string' ? field.typedBy.types[named] : undefined) ?? 'text';
  // A length is a text's limit only.
  return { ...field, type, maxLength: TEXTUAL.has(type) ? field.maxLength : undefined };
}

const TEXTUAL: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'email', 'phone', 'url']);
