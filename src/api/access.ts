// A user with their roles and tenants; linking roles to users and permissions to roles.
import { apiCall } from './http';
import type { ResultOf } from './operation-types';

export const getUserWithRelations = async (id: number) =>
  (await apiCall<ResultOf<'getUser'>>('GET', `users/${id}`, { searchParams: { relationships: '1' } })).data;

export const listUserRoles = async (userId: number) => (await apiCall<ResultOf<'listUserRoles'>>('GET', `users/${userId}/roles`)).data;

export const addUserRoles = async (userId: number, roleIds: number[]) =>
  (await apiCall<ResultOf<'addUserRoles'>>('POST', `users/${userId}/roles`, { body: { role_ids: roleIds } })).data;

export const removeUserRole = (userId: number, roleId: number) => apiCall<void>('DELETE', `users/${userId}/roles/${roleId}`);

export const listRolePermissions = async (roleId: number) =>
  (await apiCall<ResultOf<'listRolePermissions'>>('GET', `roles/${roleId}/permissions`)).data;

export const addRolePermissions = async (roleId: number, permissionIds: number[]) =>
  (await apiCall<ResultOf<'addRolePermissions'>>('POST', `roles/${roleId}/permissions`, { body: { permission_ids: permissionIds } })).data;

export const removeRolePermission = (roleId: number, permissionId: number) =>
  apiCall<void>('DELETE', `roles/${roleId}/permissions/${permissionId}`);

/** A new invitation mail with a new link (the old one stops working); the user as it is then. */
export const resendInvitation = async (userId: number) =>
  (await apiCall<ResultOf<'resendUserInvitation'>>('POST', `users/${userId}/invitation`)).data;

/** Deletes the invited user, who never chose a password. */
export const withdrawInvitation = (userId: number) => apiCall<void>('DELETE', `users/${userId}/invitation`);
