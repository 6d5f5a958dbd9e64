// Tenant id rules (spec §5, api-contract.md): a whole number ≥ 1; otherwise the user's first
// tenant, except that super admins are not bound to a default tenant on reads.
import type { User } from '@/api/models';
import { isSuperAdmin } from './permissions';

export function parseTenantId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** The tenant_id to send with a call, or undefined to send none. */
export function resolveTenantId(chosen: unknown, user: User | null | undefined, isWrite: boolean): number | undefined {
  const tenants = user?.tenants ?? [];
  const id = parseTenantId(chosen);
  const superAdmin = isSuperAdmin(user);
  if (id !== undefined && (superAdmin || tenants.some((t) => t.id === id))) return id;
  if (superAdmin && !isWrite) return undefined;
  return tenants[0]?.id;
}
