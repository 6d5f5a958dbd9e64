// The accounts admin: permissions, roles and their links, users and their roles, tenant isolation,
// and granting only what the caller holds (invitations: invitations.test.ts).
import { describe, expect, it } from 'vitest';
import type { Paginated } from '@/api/models';
import { readMailbox } from './control';
import { body, call, login } from './testing/backend-client';
import { list, listIds } from './testing/catalogue-helpers';

type Named = { id: number; name: string };

describe('permissions', () => {
  it('answer 403 to a user without permissions.view', async () => {
    await login('user@example.com');
    expect((await call('GET', 'api/v1/permissions')).status).toBe(403);
    expect((await call('GET', 'api/v1/roles')).status).toBe(403);
    expect((await call('GET', 'api/v1/users')).status).toBe(403);
  });

  it('list with the defaults: page 1, 10 per page, newest id first', async () => {
    await login('admin@example.com');
    const page = await list<Named>('api/v1/permissions');
    expect(page.data.map((p) => p.id)).toEqual([77, 76, 75, 74, 73, 72, 71, 70, 69, 68]);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, total: 77, last_page: 8 });
    expect(await listIds('api/v1/permissions?search=users')).toEqual([25, 24, 23, 22]);
    const byName = await list<Named>('api/v1/permissions?order_by=name&order_dir=asc&per_page=25');
    expect(byName.data[0]?.name).toBe('actions.create');
  });

  it('keep the permissions a role lacks with not_owned_by_role_id (422 for an unknown role)', async () => {
    await login('admin@example.com');
    const page = await list<Named>('api/v1/permissions?not_owned_by_role_id=3&per_page=100');
    expect(page.meta.total).toBe(76);
    expect(page.data.map((p) => p.name)).not.toContain('orders.create');
    const unknown = await call('GET', 'api/v1/permissions?not_owned_by_role_id=99');
    expect(unknown.status).toBe(422);
  });

  it('create, rename and delete; the built-in `all` answers 403', async () => {
    await login('superadmin@example.com');
    const created = await call('POST', 'api/v1/permissions', { body: { name: 'reports.view' } });
    expect(created.status).toBe(201);
    const { data } = await body<{ data: Named }>(created);
    expect(data).toMatchObject({ id: 78, name: 'reports.view' });
    const duplicate = await call('POST', 'api/v1/permissions', { body: { name: 'REPORTS.view' } });
    expect(duplicate.status).toBe(422);
    expect((await call('PUT', 'api/v1/permissions/78', { body: { name: 'reports.export' } })).status).toBe(200);
    expect((await call('PUT', 'api/v1/permissions/1', { body: { name: 'everything' } })).status).toBe(403);
    expect((await call('DELETE', 'api/v1/permissions/1')).status).toBe(403);
    expect((await call('DELETE', 'api/v1/permissions/78')).status).toBe(204);
    expect((await call('GET', 'api/v1/permissions/78')).status).toBe(404);
  });
});

describe('roles and their permissions', () => {
  it('link permissions: "Please select a Permission", unknown ids, duplicates ignored', async () => {
    await login('admin@example.com');
    const empty = await call('POST', 'api/v1/roles/3/permissions', { body: { permission_ids: [] } });
    expect(empty.status).toBe(422);
    expect(await body(empty)).toEqual({
      message: 'Please select a Permission', errors: { permission_ids: ['Please select a Permission'] },
    });
    const french = await call('POST', 'api/v1/roles/3/permissions', { body: {}, locale: 'fr' });
    expect(await body(french)).toMatchObject({ errors: { permission_ids: ['Veuillez sélectionner une permission'] } });
    const unknown = await call('POST', 'api/v1/roles/3/permissions', { body: { permission_ids: [54, 999] } });
    expect(await body(unknown)).toMatchObject({ errors: { 'permission_ids.1': ['The selected permission_ids.1 is invalid.'] } });
    const added = await call('POST', 'api/v1/roles/3/permissions', { body: { permission_ids: [54, 55] } });
    expect(added.status).toBe(200);
    expect((await body<{ data: Named[] }>(added)).data.map((p) => p.name)).toEqual(['orders.view', 'orders.create']);
    expect(await listIds('api/v1/permissions?not_owned_by_role_id=3&search=orders.')).toEqual([57, 56]);
  });

  it('unlink a permission (404 when not linked) and guard roles holding `all`', async () => {
    await login('admin@example.com');
    expect((await call('DELETE', 'api/v1/roles/3/permissions/55')).status).toBe(204);
    expect((await call('DELETE', 'api/v1/roles/3/permissions/55')).status).toBe(404);
    expect((await call('GET', 'api/v1/roles/3/permissions')).status).toBe(200);
    expect((await call('POST', 'api/v1/roles/3/permissions', { body: { permission_ids: [1] } })).status).toBe(422);
    expect((await call('DELETE', 'api/v1/roles/1/permissions/1')).status).toBe(403);
    expect((await call('DELETE', 'api/v1/roles/1')).status).toBe(403);
  });

  it('create roles with unique normalised names, embed permissions, delete from users', async () => {
    await login('admin@example.com');
    const created = await call('POST', 'api/v1/roles', { body: { name: 'Kitchen Staff', permission_ids: [54] } });
    expect(created.status).toBe(201);
    expect(await body(created)).toMatchObject({ data: { id: 4, name: 'Kitchen Staff', permissions: [{ id: 54 }] } });
    expect((await call('POST', 'api/v1/roles', { body: { name: 'kitchen_staff' } })).status).toBe(422);
    const roles = await list<Named & { permissions?: unknown[] }>('api/v1/roles?relationships=true&order_dir=asc');
    expect(roles.data.map((r) => r.name)).toEqual(['super_admin', 'admin', 'user', 'Kitchen Staff']);
    expect(roles.data.map((r) => (r as Named & { label: string }).label)).toEqual(['Super administrator', 'Administrator', 'User', 'Kitchen Staff']);
    expect(roles.data[2]?.permissions).toHaveLength(1);
    expect(await listIds('api/v1/roles?not_owned_by_user_id=3')).toEqual([4, 2, 1]);
    expect((await call('DELETE', 'api/v1/roles/4')).status).toBe(204);
    const page = await body<Paginated<Named>>(await call('GET', 'api/v1/roles'));
    expect(page.meta.total).toBe(3);
  });
});

describe('users', () => {
  it('are tenant-scoped: Acme admins never see Globex users; a super admin sees all', async () => {
    await login('admin@example.com');
    expect(await listIds('api/v1/users')).toEqual([6, 5, 3, 2, 1]);
    expect((await call('GET', 'api/v1/users/4')).status).toBe(404);
    expect((await call('GET', 'api/v1/users?tenant_id=2')).status).toBe(403);
    expect((await call('PUT', 'api/v1/users/4', { body: { email: 'x@example.com', first_name: 'X', last_name: 'Y' } })).status).toBe(404);
    expect((await call('DELETE', 'api/v1/users/4')).status).toBe(404);
    expect((await call('GET', 'api/v1/users/4/roles')).status).toBe(404);
    await login('superadmin@example.com');
    expect(await listIds('api/v1/users')).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await listIds('api/v1/users?tenant_id=2')).toEqual([4, 1]);
    expect(await body(await call('GET', 'api/v1/users/4?relationships=true'))).toMatchObject({
      data: { email: 'user2@example.com', tenants: [{ id: 2, name: 'Globex' }] },
    });
  });

  it('filter by any of several roles and tenants, within the tenant scope', async () => {
    await login('superadmin@example.com');
    expect(await listIds('api/v1/users?role_ids[]=3')).toEqual([6, 5, 4, 3]);
    expect(await listIds('api/v1/users?role_ids[]=1&role_ids[]=2')).toEqual([2, 1]);
    expect(await listIds('api/v1/users?tenant_ids[]=2')).toEqual([4, 1]);
    expect(await listIds('api/v1/users?tenant_ids[]=2&role_ids[]=3')).toEqual([4]);
    expect(await listIds('api/v1/users?role_ids[]=abc')).toEqual([6, 5, 4, 3, 2, 1]);
    await login('admin@example.com');
    expect(await listIds('api/v1/users?tenant_ids[]=2')).toEqual([1]);
  });

  it('create in the caller\'s tenant with role user, never returning the password', async () => {
    await login('superadmin@example.com');
    const created = await call('POST', 'api/v1/users?tenant_id=1', {
      body: { email: 'olga@example.com', first_name: 'Olga', last_name: 'Orders', invite: false, password: 'secret-123', password_confirmation: 'secret-123' },
    });
    expect(created.status).toBe(201);
    const { data } = await body<{ data: Record<string, unknown> }>(created);
    expect(data).toMatchObject({ id: 7, email_verified_at: null, invitation: null, roles: [{ id: 3 }], tenants: [{ id: 1 }] });
    expect(data).not.toHaveProperty('password');
    expect(readMailbox().map((mail) => [mail.to, mail.subject])).toEqual([['olga@example.com', 'Verify Email Address']]);
    await login('admin@example.com');
    const bad = await call('POST', 'api/v1/users', {
      body: { email: 'olga@example.com', first_name: 'O', last_name: 'O', password: 'short', tenant_ids: [2], role_ids: [] },
    });
    expect(bad.status).toBe(422);
    expect((await body<{ errors: Record<string, string[]> }>(bad)).errors).toMatchObject({
      email: ['The email has already been taken.'],
    });
    const giveAll = await call('POST', 'api/v1/users', { body: { email: 'root@example.com', first_name: 'R', last_name: 'R', role_ids: [1] } });
    expect(giveAll.status).toBe(422);
    expect((await call('DELETE', 'api/v1/users/2')).status).toBe(403); // yourself
    expect((await call('DELETE', 'api/v1/users/7')).status).toBe(204);
  });

  it('link roles: "Please select one", unknown ids, `all` only by holders of `all`', async () => {
    await login('admin@example.com');
    const empty = await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [] } });
    expect(await body(empty)).toEqual({ message: 'Please select one', errors: { role_ids: ['Please select one'] } });
    const unknown = await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [99] } });
    expect(await body(unknown)).toMatchObject({ errors: { 'role_ids.0': ['The selected role_ids.0 is invalid.'] } });
    expect((await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [1] } })).status).toBe(422);
    const added = await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [2, 3] } });
    expect((await body<{ data: Named[] }>(added)).data.map((r) => r.id)).toEqual([2, 3]);
    expect((await call('DELETE', 'api/v1/users/3/roles/2')).status).toBe(204);
    expect((await call('DELETE', 'api/v1/users/3/roles/2')).status).toBe(404);
    expect((await call('DELETE', 'api/v1/users/1/roles/1')).status).toBe(403);
  });
});

describe('granting only what you hold', () => {
  it('offers an administrator the roles and permissions they hold (grantable=1), a super admin all', async () => {
    await login('admin@example.com');
    const roles = await list<Named & { label: string }>('api/v1/roles?grantable=1&order_dir=asc');
    expect(roles.data.map((role) => role.label)).toEqual(['Administrator', 'User']);
    const permissions = await list<Named>('api/v1/permissions?grantable=1&per_page=100');
    const names = permissions.data.map((permission) => permission.name);
    expect(names).toHaveLength(73); // every permission but all and the tenants' and features' writes, variables.* included
    expect(names).not.toEqual(expect.arrayContaining(['all']));
    for (const denied of ['all', 'tenants.create', 'tenants.delete', 'features.update']) expect(names).not.toContain(denied);
    expect(await listIds('api/v1/roles?grantable=0')).toEqual([3, 2, 1]);
    // With another filter: the roles Uma lacks that the administrator may give.
    expect(await listIds('api/v1/roles?grantable=true&not_owned_by_user_id=3')).toEqual([2]);
    await login('superadmin@example.com');
    expect(await listIds('api/v1/roles?grantable=1')).toEqual([3, 2, 1]);
    expect((await list<Named>('api/v1/permissions?grantable=1')).meta.total).toBe(77);
  });

  it('refuses the rest with 422 and the reason on the field', async () => {
    await login('superadmin@example.com');
    const boss = await call('POST', 'api/v1/roles', { body: { name: 'tenant_boss', permission_ids: [2, 3] } }); // tenants.view, tenants.create
    const bossId = (await body<{ data: Named }>(boss)).data.id;
    await login('admin@example.com');
    const superAdmin = await call('POST', 'api/v1/users', { body: { email: 'x@example.com', first_name: 'X', last_name: 'Y', role_ids: [3, 1] } });
    expect(superAdmin.status).toBe(422);
    expect(await body(superAdmin)).toEqual({
      message: 'You cannot grant the role Super administrator: it holds permissions you do not have.',
      errors: { role_ids: ['You cannot grant the role Super administrator: it holds permissions you do not have.'] },
    });
    const french = await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [bossId] }, locale: 'fr' });
    expect(await body(french)).toMatchObject({
      errors: { role_ids: ['Vous ne pouvez pas attribuer le rôle Tenant boss\u00a0: il comporte des permissions que vous n’avez pas.'] },
    });
    const update = await call('PUT', 'api/v1/users/3', { body: { email: 'user@example.com', first_name: 'Uma', last_name: 'User', role_ids: [3, bossId] } });
    expect(update.status).toBe(422);
    // Roles already held stay when saved unchanged; a role the caller holds is given.
    expect((await call('PUT', 'api/v1/users/3', { body: { email: 'user@example.com', first_name: 'Uma', last_name: 'User', role_ids: [3, 2] } })).status).toBe(200);
    const permission = await call('POST', 'api/v1/roles/3/permissions', { body: { permission_ids: [54, 3] } });
    expect(await body(permission)).toEqual({
      message: 'You cannot grant the permission tenants.create: you do not hold it.',
      errors: { permission_ids: ['You cannot grant the permission tenants.create: you do not hold it.'] },
    });
    expect((await call('POST', 'api/v1/roles', { body: { name: 'clerk', permission_ids: [1] } })).status).toBe(422);
    expect((await call('PUT', `api/v1/roles/${bossId}`, { body: { name: 'tenant_boss' } })).status).toBe(200);
    await login('superadmin@example.com');
    expect((await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [1, bossId] } })).status).toBe(200);
  });
});
