// The tenant of a call (contract: parameter TenantId). `tenant_id` is a whole number ≥ 1; missing
// or invalid → the user's first tenant, except super admins reading (unbound: every tenant). A
// tenant the user does not belong to answers 403 (super admins excepted).
import type { Id } from '@/api/models';
import { isSuperAdmin } from '@/lib/permissions';
import { parseTenantId } from '@/lib/tenancy';
import { db } from '../db/database';
import type { UserRecord } from '../db/records';
import { serializeUser } from '../db/users';
import { forbidden } from '../responses';

export interface TenantScope {
  superAdmin: boolean;
  /** The call's tenant, which a created record is linked to; undefined: every tenant. */
  tenantId: Id | undefined;
  /**
   * The tenant records must be visible in; undefined: every tenant. Super admins' writes are never
   * bound: the SPA sends their first tenant on PUT and no tenant_id on DELETE, and they see all.
   */
  visibleIn: Id | undefined;
}

export function isSuperAdminUser(user: UserRecord): boolean {
  return isSuperAdmin(serializeUser(user, true));
}

/** Throws 403 for a tenant outside the user's (or one that does not exist). */
export function tenantScope(user: UserRecord, url: URL, write: boolean): TenantScope {
  const superAdmin = isSuperAdminUser(user);
  const requested = parseTenantId(url.searchParams.get('tenant_id') ?? undefined);
  if (requested !== undefined) {
    const exists = db().tenants.some((tenant) => tenant.id === requested);
    if (!exists || (!superAdmin && !user.tenant_ids.includes(requested))) throw forbidden();
    return { superAdmin, tenantId: requested, visibleIn: superAdmin && write ? undefined : requested };
  }
  if (superAdmin && !write) return { superAdmin, tenantId: undefined, visibleIn: undefined };
  const first = user.tenant_ids[0];
  // A user in no tenant can see nothing tenant-scoped; a super admin in none still sees all.
  if (first === undefined && !superAdmin) throw forbidden();
  return { superAdmin, tenantId: first, visibleIn: superAdmin ? undefined : first };
}

/** Tenant ids a serialised record may show to this user: all for super admins, else their own. */
export function shownTenantIds(user: UserRecord, superAdmin: boolean, tenantIds: readonly Id[]): Id[] {
  return superAdmin ? [...tenantIds] : tenantIds.filter((id) => user.tenant_ids.includes(id));
}
