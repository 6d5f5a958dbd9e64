// A restaurant's contacts (spec §3: contact, phone, e-mail, type), under /admin/restaurants/{id}.
// restaurants.ts ties them to their parent (so that this file needs nothing of it).
import { defineMessages } from 'react-intl';
import type { RestaurantContact } from '@/api/models';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { childCollection } from './collection';
import { commonLabels, idField, timestampFields } from './shared';

export const contactLabels = defineMessages({
  plural: { id: 'resources.restaurantContacts.plural', defaultMessage: 'Contacts' },
  singular: { id: 'resources.restaurantContacts.singular', defaultMessage: 'Contact' },
  create: { id: 'resources.restaurantContacts.create', defaultMessage: 'New contact' },
  entity: { id: 'resources.restaurantContacts.entity', defaultMessage: 'contact' },
  ORDERS: { id: 'resources.restaurantContacts.type.orders', defaultMessage: 'Orders' },
  BILLING: { id: 'resources.restaurantContacts.type.billing', defaultMessage: 'Billing' },
  MANAGER: { id: 'resources.restaurantContacts.type.manager', defaultMessage: 'Manager' },
  OTHER: { id: 'resources.restaurantContacts.type.other', defaultMessage: 'Other' },
});

export interface RestaurantParams {
  restaurantId: number;
}

/** The page of the restaurant a child record belongs to. */
export const restaurantPage = ({ restaurantId }: RestaurantParams) => `/restaurants/${restaurantId}`;
const TYPES = (['ORDERS', 'BILLING', 'MANAGER', 'OTHER'] as const).map((value) => ({ value, label: contactLabels[value] }));

/** Without its parent: restaurants.ts exports `restaurantContacts`. */
export const contactsOfRestaurant: Omit<ResourceDefinition<RestaurantContact, RestaurantParams>, 'parent'> = {
  key: 'restaurant-contacts',
  logModelType: 93,
  permission: 'restaurant-contacts',
  labels: contactLabels,
  titleOf: (contact) => contact.contact,
  fields: [
    { name: 'contact', label: commonLabels.contact, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    { name: 'type', label: commonLabels.type, type: 'enum', required: true, enumOptions: TYPES, list: { sortable: true }, form: {} },
    { name: 'phone', label: commonLabels.phone, type: 'phone', maxLength: 50, list: {}, form: {} },
    { name: 'email', label: commonLabels.email, type: 'email', maxLength: 255, list: {}, form: {} },
    ...timestampFields(),
  ],
  ...childCollection('/api/v1/restaurants/{restaurantId}/contacts', restaurantPage, 'contacts'),
};
