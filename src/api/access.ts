// A user with their roles and tenants; linking roles to users and permissions to roles.
import { call } from './client';

export const getUserWithRelations = async (id: number) =>
  (await call('GET', '/api/v1/users/{id}', { path: { id }, query: { relationships: '1' } })).data;

export const listUserRoles = async (userId: number) => (await call('GET', '/api/v1/users/{id}/roles', { path: { id: userId } })).data;

export const addUserRoles = async (userId: number, roleIds: number[]) =>
  (await call('POST', '/api/v1/users/{id}/roles', { path: { id: userId }, body: { role_ids: roleIds } })).data;

export const removeUserRole = (userId: number, roleId: number) =>
  call('DELETE', '/api/v1/users/{id}/roles/{roleId}', { path: { id: userId, roleId } });

export const listRolePermissions = async (roleId: number) =>
  (await call('GET', '/api/v1/roles/{id}/permissions', { path: { id: roleId } })).data;

export const addRolePermissions = async (roleId: number, permissionIds: number[]) =>
  (await call('POST', '/api/v1/roles/{id}/permissions', { path: { id: roleId }, body: { permission_ids: permissionIds } })).data;

export const removeRolePermission = (roleId: number, permissionId: number) =>
  call('DELETE', '/api/v1/roles/{id}/permissions/{permissionId}', { path: { id: roleId, permissionId } });

/** A new invitation mail with a new link (the old one stops working); the user as it is then. */
export const resendInvitation = async (userId: number) =>
  (await call('POST', '/api/v1/users/{id}/invitation', { path: { id: userId } })).data;

/** Deletes the invited user, who never chose a password. */
export const withdrawInvitation = (userId: number) => call('DELETE', '/api/v1/users/{id}/invitation', { path: { id: userId } });
