// Restaurant contacts (contract tag Restaurant contacts): CRUD nested under a restaurant.
import type { HttpHandler } from 'msw';
import type { RestaurantContact } from '@/api/models';
import { anyOf } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import { MODEL_RESTAURANT_CONTACT } from '../db/model-types';
import type { RestaurantContactRecord, RestaurantRecord } from '../db/records';
import { collectErrors, email, max, required, string, throwIfInvalid } from '../validation';
import { given, oneOf, toText } from '../validation-rules';
import { restaurantOfPath } from './restaurants';
import { serializeContact } from './serialize';
import { restaurantTenantIds } from './visibility';

export const CONTACT_TYPES: readonly RestaurantContact['type'][] = ['ORDERS', 'BILLING', 'MANAGER', 'OTHER'];

export function restaurantContactHandlers(): HttpHandler[] {
  return resourceHandlers<RestaurantContactRecord, RestaurantContact, RestaurantRecord>({
    path: '/api/v1/restaurants/{restaurantId}/contacts',
    table: () => db().restaurant_contacts,
    permission: 'restaurant-contacts',
    modelType: MODEL_RESTAURANT_CONTACT,
    audit: { type: MODEL_RESTAURANT_CONTACT, tenants: (contact) => restaurantTenantIds(contact.restaurant_id) },
    list: {
      searchable: [(c) => c.contact, (c) => c.phone, (c) => c.email],
      sortable: { id: (c) => c.id, contact: (c) => c.contact, type: (c) => c.type, created_at: (c) => c.created_at },
      dateField: (c) => c.created_at,
      filters: { type: anyOf((c: RestaurantContactRecord) => c.type) },
    },
    parent: restaurantOfPath,
    visible: ({ parent }) => (contact) => contact.restaurant_id === parent.id,
    serialize: serializeContact,
    validate(input, { locale, parent }, existing) {
      throwIfInvalid(
        collectErrors(input, {
          contact: [required, string, max(255)],
          phone: [string, max(50)],
          email: [string, email, max(255)],
          type: [required, oneOf(CONTACT_TYPES)],
        }, locale),
        locale,
      );
      return {
        restaurant_id: parent.id,
        contact: String(input.contact),
        phone: given(input, 'phone', toText, existing?.phone ?? null),
        email: given(input, 'email', toText, existing?.email ?? null),
        type: input.type as RestaurantContact['type'],
      };
    },
  });
}
