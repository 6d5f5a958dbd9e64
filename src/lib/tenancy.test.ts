import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { parseTenantId, resolveTenantId } from './tenancy';

const member = { roles: [{ id: 1, name: 'user' }], tenants: [{ id: 4, name: 'A' }, { id: 7, name: 'B' }] } as User;
const superAdmin = { roles: [{ id: 1, name: 'super_admin' }], tenants: [{ id: 4, name: 'A' }] } as User;

describe('tenant id', () => {
  it('accepts only whole numbers of at least 1', () => {
    expect(parseTenantId('3')).toBe(3);
    expect(parseTenantId(5)).toBe(5);
    for (const bad of ['0', '-1', '1.5', 'abc', '', undefined, null, '1e3']) expect(parseTenantId(bad)).toBeUndefined();
  });

  it("uses the chosen tenant when it is one of the user's, else the first", () => {
    expect(resolveTenantId('7', member, false)).toBe(7);
    expect(resolveTenantId('9', member, false)).toBe(4);
    expect(resolveTenantId('nope', member, true)).toBe(4);
  });

  it('leaves super admins unbound on reads but not on writes', () => {
    expect(resolveTenantId(undefined, superAdmin, false)).toBeUndefined();
    expect(resolveTenantId(undefined, superAdmin, true)).toBe(4);
    expect(resolveTenantId('12', superAdmin, false)).toBe(12);
  });

  it('sends nothing for visitors', () => {
    expect(resolveTenantId('2', null, false)).toBeUndefined();
  });
});
