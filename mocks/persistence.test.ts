import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { createSeed } from './db/seed';
import { DB_SCHEMA_VERSION, localStoragePersistence, usePersistence, type DbSnapshot } from './db/database';
import { body, call, login } from './testing/backend-client';

afterEach(() => usePersistence(undefined));

describe('database persistence (browser demo)', () => {
  it('loads a stored snapshot and saves after writes', async () => {
    const data = createSeed();
    const uma = data.users.find((u) => u.email === 'user@example.com');
    if (uma) uma.first_name = 'Stored';
    localStorage.setItem('lunch-mock-db', JSON.stringify({ version: DB_SCHEMA_VERSION, data }));
    usePersistence(localStoragePersistence('lunch-mock-db'));

    await login('user@example.com');
    const me = await body<{ data: User }>(await call('GET', 'api/v1/auth/user'));
    expect(me.data.first_name).toBe('Stored');
    const saved = JSON.parse(localStorage.getItem('lunch-mock-db') ?? '{}') as DbSnapshot;
    expect(saved.data.sessions.some((s) => s.user_id === 3)).toBe(true);
  });

  it('ignores a snapshot of another schema version or shape', async () => {
    localStorage.setItem('lunch-mock-db', JSON.stringify({ version: -1, data: { users: [] } }));
    usePersistence(localStoragePersistence('lunch-mock-db'));
    expect((await login('user@example.com')).status).toBe(200);
  });
});
