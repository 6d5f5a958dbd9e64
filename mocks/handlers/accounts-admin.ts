// The accounts admin part of the contract: permissions, roles (with their permission links) and
// users (with their role links).
import type { HttpHandler } from 'msw';
import { permissionHandlers } from '../accounts/permissions';
import { roleHandlers } from '../accounts/roles';
import { userHandlers } from '../accounts/users';

export function accountsAdminHandlers(): HttpHandler[] {
  return [...permissionHandlers(), ...roleHandlers(), ...userHandlers()];
}
