// A restaurant's contacts (spec §3: contact, phone, e-mail, type), under /admin/restaurants/{id}.
import { defineMessages } from 'react-intl';
import { crud, type InputOf } from '@/api/crud';
import type { RestaurantContact } from '@/api/models';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { getConfig } from '@/lib/config';
import { restaurants } from './restaurants';
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

const PATH = '/api/v1/restaurants/{restaurantId}/contacts';
type ContactInput = InputOf<typeof PATH>;
const api = (params: RestaurantParams) => crud(PATH, params);
const base = (params: RestaurantParams) => `${getConfig().dashboardSuffixUrl}/restaurants/${params.restaurantId}`;
const TYPES = (['ORDERS', 'BILLING', 'MANAGER', 'OTHER'] as const).map((value) => ({ value, label: contactLabels[value] }));

export const restaurantContacts: ResourceDefinition<RestaurantContact, RestaurantParams> = {
  key: 'restaurant-contacts',
  permission: 'restaurant-contacts',
  labels: contactLabels,
  titleOf: (contact) => contact.contact,
  fields: [
    { name: 'contact', label: commonLabels.contact, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    { name: 'type', label: commonLabels.type, type: 'enum', required: true, enumOptions: TYPES, list: { sortable: true }, form: {} },
    { name: 'phone', label: commonLabels.phone, type: 'phone', maxLength: 50, list: {}, form: {} },
    { name: 'email', label: commonLabels.email, type: 'email', maxLength: 255, list: {}, form: {} },
    ...timestampFields<RestaurantContact>(),
  ],
  api: {
    list: (query, params, signal) => api(params).list(query, signal),
    get: (id, params) => api(params).get(id),
    create: (input, params) => api(params).create(input as ContactInput),
    update: (id, input, params) => api(params).update(id, input as ContactInput),
    remove: (contact, params) => api(params).remove(contact.id),
  },
  routes: {
    list: (params) => base(params),
    record: (contact, params) => `${base(params)}/contacts/${contact.id}`,
    create: (params) => `${base(params)}/contacts/add`,
  },
  parent: { resource: () => restaurants, id: (params) => params.restaurantId },
};
