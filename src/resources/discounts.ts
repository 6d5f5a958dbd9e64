// Discounts (spec §3: amount, type, owner, priority), owned by a tenant, a restaurant or a menu.
import { defineMessages, type IntlShape } from 'react-intl';
import { readable } from '@/api/crud';
import type { Discount } from '@/api/models';
import type { ResourceDefinition } from '@/lib/resource-definition';
import type { Choice } from '@/lib/field-definition';
import { formatMoney, toMajor, toMinor } from '@/lib/money';
import { hasPermission } from '@/lib/permissions';
import { FEATURES } from '@/lib/feature-tree';
import { currentUser } from '@/stores/session';
import { collection } from './collection';
import { commonLabels, idField, namedChoices, timestampFields } from './shared';

export const discountLabels = defineMessages({
  plural: { id: 'resources.discounts.plural', defaultMessage: 'Discounts' },
  singular: { id: 'resources.discounts.singular', defaultMessage: 'Discount' },
  create: { id: 'resources.discounts.create', defaultMessage: 'New discount' },
  entity: { id: 'resources.discounts.entity', defaultMessage: 'discount' },
  amount: { id: 'resources.discounts.amount', defaultMessage: 'Amount' },
  amountHelp: { id: 'resources.discounts.amountHelp', defaultMessage: 'A percentage from 1 to 100, or a sum of money for a fixed amount.' },
  ownerType: { id: 'resources.discounts.ownerType', defaultMessage: 'Owner kind' },
  owner: { id: 'resources.discounts.owner', defaultMessage: 'Owner' },
  priority: { id: 'resources.discounts.priority', defaultMessage: 'Priority' },
  priorityHelp: { id: 'resources.discounts.priorityHelp', defaultMessage: 'Lower applies first.' },
  PERCENTAGE: { id: 'resources.discounts.type.percentage', defaultMessage: 'Percentage' },
  FIXED: { id: 'resources.discounts.type.fixed', defaultMessage: 'Fixed amount' },
  TENANT: { id: 'resources.discounts.owner.tenant', defaultMessage: 'Tenant' },
  RESTAURANT: { id: 'resources.discounts.owner.restaurant', defaultMessage: 'Restaurant' },
  RESTAURANT_MENU: { id: 'resources.discounts.owner.menu', defaultMessage: 'Restaurant menu' },
  navDescription: { id: 'nav.discounts.description', defaultMessage: 'Discounts of tenants, restaurants and menus.' },
});

const PAGE = { per_page: 100, order_by: 'name', order_dir: 'asc' } as const;

/** The owner picker: the tenants, restaurants or menus (by the chosen owner kind) the user may see. */
export async function ownerChoices(search: string, values: Record<string, unknown>): Promise<Choice[]> {
  const user = currentUser();
  const query = { ...PAGE, search: search || undefined };
  switch (values.owner_type) {
    case 'TENANT':
      if (!hasPermission(user, 'tenants.view')) return [];
      return namedChoices('/api/v1/tenants', search);
    case 'RESTAURANT':
      if (!hasPermission(user, 'restaurants.view')) return [];
      return namedChoices('/api/v1/restaurants', search);
    case 'RESTAURANT_MENU':
      if (!hasPermission(user, 'restaurant-menus.view')) return [];
      return (await readable('/api/v1/restaurant-menus').list(query)).data.map((m) => ({ value: m.id, label: `${m.name} (${m.restaurant_name})` }));
    default:
      return [];
  }
}

/** "10 %" or "€0.50". */
export function discountAmount(intl: IntlShape, discount: Pick<Discount, 'amount' | 'type'>): string {
  return discount.type === 'PERCENTAGE'
    ? intl.formatNumber(discount.amount / 100, { style: 'percent' })
    : formatMoney(intl, discount.amount);
}

const options = <K extends 'PERCENTAGE' | 'FIXED' | 'TENANT' | 'RESTAURANT' | 'RESTAURANT_MENU'>(keys: K[]) =>
  keys.map((value) => ({ value, label: discountLabels[value] }));

export const discounts: ResourceDefinition<Discount> = {
  key: 'discounts',
  logModelType: 4,
  permission: 'discounts',
  feature: FEATURES.discount,
  labels: discountLabels,
  titleOf: (discount, intl) => `${discount.owner_name} · ${discountAmount(intl, discount)}`,
  dateFilter: commonLabels.createdAt,
  nav: { group: 'catalogue', order: 40, description: discountLabels.navDescription },
  fields: [
    { name: 'owner_name', label: discountLabels.owner, type: 'text', list: {}, details: false },
    idField(),
    { name: 'owner_type', label: discountLabels.ownerType, type: 'enum', required: true, enumOptions: options(['TENANT', 'RESTAURANT', 'RESTAURANT_MENU']), list: { sortable: true }, form: {} },
    {
      name: 'owner_id', label: discountLabels.owner, type: 'reference', required: true, form: {},
      reference: { load: ownerChoices, dependsOn: 'owner_type' }, display: (discount) => discount.owner_name,
    },
    { name: 'type', label: commonLabels.type, type: 'enum', required: true, enumOptions: options(['PERCENTAGE', 'FIXED']), list: { sortable: true }, form: {} },
    {
      // Percent for a percentage, money for a fixed amount: cents on the wire (prepareValues / prepareInput).
      name: 'amount', label: discountLabels.amount, type: 'decimal', required: true, min: 0.01, max: 10_000, step: 0.01, help: discountLabels.amountHelp,
      list: { sortable: true }, form: {}, display: (discount, intl) => discountAmount(intl, discount) },
    { name: 'priority', label: discountLabels.priority, type: 'integer', min: 0, max: 65535, help: discountLabels.priorityHelp, list: { sortable: true }, form: {} },
    ...timestampFields(),
  ],
  prepareValues: (values) => (values.type === 'FIXED' && typeof values.amount === 'number' ? { ...values, amount: toMajor(values.amount) } : values),
  // A percentage goes as typed: the server answers a fraction with a message on the field.
  prepareInput: (input) => (input.type === 'FIXED' && typeof input.amount === 'number' ? { ...input, amount: toMinor(input.amount) } : input),
  ...collection('/api/v1/discounts', '/discounts'),
};
