// Tenants (companies): name, address, e-mail, phone, contact (spec §3).
import { defineMessages } from 'react-intl';
import type { Tenant } from '@/api/models';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { FEATURES } from '@/lib/feature-tree';
import { collection } from './collection';
import { commonLabels, idField, timestampFields } from './shared';

export const tenantLabels = defineMessages({
  plural: { id: 'resources.tenants.plural', defaultMessage: 'Tenants' },
  singular: { id: 'resources.tenants.singular', defaultMessage: 'Tenant' },
  create: { id: 'resources.tenants.create', defaultMessage: 'New tenant' },
  entity: { id: 'resources.tenants.entity', defaultMessage: 'tenant' },
  deleteCascades: {
    id: 'resources.tenants.deleteCascades',
    defaultMessage: 'Its discounts are deleted with it, and its users and records are unlinked from it.',
  },
  navDescription: { id: 'nav.tenants.description', defaultMessage: 'The companies whose people order, and what belongs to each.' },
});

export const tenants: ResourceDefinition<Tenant> = {
  key: 'tenants',
  logModelType: 12,
  permission: 'tenants',
  feature: FEATURES.multiTenancy,
  labels: tenantLabels,
  titleOf: (tenant) => tenant.name,
  dateFilter: commonLabels.createdAt,
  deleteCascades: tenantLabels.deleteCascades,
  nav: { group: 'catalogue', order: 10, description: tenantLabels.navDescription },
  fields: [
    { name: 'name', label: commonLabels.name, type: 'text', required: true, maxLength: 255, list: { sortable: true }, form: {} },
    idField(),
    { name: 'address', label: commonLabels.address, type: 'text', maxLength: 255, list: {}, form: {} },
    { name: 'email', label: commonLabels.email, type: 'email', maxLength: 255, list: {}, form: {} },
    { name: 'phone', label: commonLabels.phone, type: 'phone', maxLength: 50, list: {}, form: {} },
    { name: 'contact', label: commonLabels.contact, type: 'text', maxLength: 255, list: { hidden: true }, form: {} },
    ...timestampFields(),
  ],
  ...collection('/api/v1/tenants', '/tenants'),
};
