// Tenants (contract tag Tenants): not tenant-scoped; a user sees the tenants they belong to, super
// admins all of them.
import { MODEL_TENANT } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { Tenant } from '@/api/models';
import { resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { TenantRecord } from '../db/records';
import { unlinkTenant } from '../db/tenant-links';
import { email, collectErrors, max, required, string, throwIfInvalid, unique } from '../validation';
import { given, toText } from '../validation-rules';
import { serializeTenant } from './serialize';

export function tenantHandlers(): HttpHandler[] {
  return resourceHandlers<TenantRecord, Tenant>({
    path: '/api/v1/tenants',
    audit: { type: MODEL_TENANT, tenants: (tenant) => [tenant.id] },
    table: () => db().tenants,
    permission: 'tenants',
    tenantScoped: false,
    list: {
      searchable: [(t) => t.name, (t) => t.email],
      sortable: { id: (t) => t.id, name: (t) => t.name, created_at: (t) => t.created_at },
      dateField: (t) => t.created_at,
    },
    visible: ({ user, scope }) => (scope.superAdmin ? undefined : (tenant) => user.tenant_ids.includes(tenant.id)),
    serialize: serializeTenant,
    validate(input, { locale }, existing) {
      // Unique like MySQL's case-insensitive collation, ignoring the tenant's own row.
      const taken = (name: string) =>
        db().tenants.some((t) => t !== existing && t.name.toLowerCase() === name.toLowerCase());
      throwIfInvalid(
        collectErrors(input, {
          name: [required, string, max(255), unique(taken)],
          address: [string, max(255)],
          email: [string, email, max(255)],
          phone: [string, max(50)],
          contact: [string, max(255)],
        }, locale),
        locale,
      );
      return {
        name: String(input.name),
        address: given(input, 'address', toText, existing?.address ?? null),
        email: given(input, 'email', toText, existing?.email ?? null),
        phone: given(input, 'phone', toText, existing?.phone ?? null),
        contact: given(input, 'contact', toText, existing?.contact ?? null),
      };
    },
    // The creating user is linked to the new tenant (tenant link, model type 1).
    afterCreate(tenant, { user }) {
      if (!user.tenant_ids.includes(tenant.id)) user.tenant_ids.push(tenant.id);
    },
    onDelete(tenant) {
      unlinkTenant(tenant.id);
      const data = db();
      data.discounts = data.discounts.filter((d) => !(d.owner_type === 'TENANT' && d.owner_id === tenant.id));
    },
  });
}
