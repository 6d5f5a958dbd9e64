// Helpers for the catalogue tests: pin the clock and re-seed (menu windows are relative to the
// seed's "today"), grant a permission to one user, and read lists.
import type { Paginated } from '@/api/models';
import { setMockNow } from '../clock';
import { db, resetDb, saveDb } from '../db/database';
import { nextId } from '../db/next-id';
import { body, call, type CallOptions } from './backend-client';

/** The seed runs at reset: pin first, then re-seed, so "today" of the menus is the pinned day. */
export function pinClockAndReseed(iso: string): void {
  setMockNow(new Date(iso));
  resetDb();
}

/** Gives one user (by e-mail) an extra role holding `permission`, leaving their role-mates alone. */
export function grant(email: string, permission: string): void {
  const data = db();
  const user = data.users.find((u) => u.email === email);
  const found = data.permissions.find((p) => p.name === permission);
  if (!user || !found) throw new Error(`No user ${email} or permission ${permission}`);
  const role = { id: nextId(data.roles), name: `extra-${permission}`, permission_ids: [found.id], created_at: found.created_at, updated_at: found.updated_at };
  data.roles.push(role);
  user.role_ids.push(role.id);
  saveDb(); // a change like a request's: cached lists see it (crud/list-cache.ts)
}

export async function list<T = { id: number }>(path: string, options?: CallOptions): Promise<Paginated<T>> {
  const response = await call('GET', path, options);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return body<Paginated<T>>(response);
}

export async function listIds(path: string, options?: CallOptions): Promise<number[]> {
  return (await list(path, options)).data.map((row) => row.id);
}
