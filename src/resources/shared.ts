// Pieces several resource definitions share: common field labels and the timestamp columns.
import { defineMessages } from 'react-intl';
import { crud } from '@/api/crud';
import { menuTypeNames } from '@/components/names';
import type { Choice, FieldDefinition } from '@/lib/field-definition';

export const commonLabels = defineMessages({
  id: { id: 'resources.field.id', defaultMessage: 'ID' },
  name: { id: 'resources.field.name', defaultMessage: 'Name' },
  description: { id: 'resources.field.description', defaultMessage: 'Description' },
  address: { id: 'resources.field.address', defaultMessage: 'Address' },
  email: { id: 'resources.field.email', defaultMessage: 'E-mail' },
  phone: { id: 'resources.field.phone', defaultMessage: 'Phone' },
  contact: { id: 'resources.field.contact', defaultMessage: 'Contact' },
  price: { id: 'resources.field.price', defaultMessage: 'Price' },
  hidePrice: { id: 'resources.field.hidePrice', defaultMessage: 'Hide price' },
  type: { id: 'resources.field.type', defaultMessage: 'Type' },
  imageTitle: { id: 'resources.field.imageTitle', defaultMessage: 'Image title' },
  image: { id: 'resources.field.image', defaultMessage: 'Image' },
  createdAt: { id: 'resources.field.createdAt', defaultMessage: 'Created at' },
  updatedAt: { id: 'resources.field.updatedAt', defaultMessage: 'Updated at' },
});

export const MENU_TYPE_OPTIONS = (['NORMAL', 'VEGETARIAN', 'VEGAN'] as const).map((value) => ({ value, label: menuTypeNames[value] }));

/** The id column (sortable, hidden until asked for). */
export function idField(): FieldDefinition<{ id: number }> {
  return { name: 'id', label: commonLabels.id, type: 'integer', list: { sortable: true, hidden: true }, form: false, details: false };
}

/** created_at (sortable list column) and updated_at (hidden column). */
export function timestampFields(): FieldDefinition<{ created_at?: string; updated_at?: string }>[] {
  return [
    { name: 'created_at', label: commonLabels.createdAt, type: 'datetime', list: { sortable: true }, form: false },
    { name: 'updated_at', label: commonLabels.updatedAt, type: 'datetime', list: { hidden: true }, form: false },
  ];
}

/** Choices of a reference field: the records of a collection named like `search`, by name (100 at most). */
export async function namedChoices(path: '/api/v1/tenants' | '/api/v1/restaurants' | '/api/v1/roles', search: string): Promise<Choice[]> {
  const page = await crud(path).list({ search: search || undefined, per_page: 100, order_by: 'name', order_dir: 'asc' });
  return page.data.map((record) => ({ value: record.id, label: record.name }));
}
