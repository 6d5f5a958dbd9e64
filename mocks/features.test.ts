// Features: the flat list (pagination, search, sort, parent filter), one feature, and switching a
// feature on or off (features.update: the super admin only in the seed).
import { describe, expect, it } from 'vitest';
import type { Feature, FeatureNode } from '@/api/models';
import { setMockNow } from './clock';
import { body, call, login } from './testing/backend-client';
import { list, listIds } from './testing/catalogue-helpers';

describe('features', () => {
  it('answer 403 to a user without features.view, and 401 to a guest', async () => {
    expect((await call('GET', 'api/v1/features')).status).toBe(401);
    await login('user@example.com');
    expect((await call('GET', 'api/v1/features')).status).toBe(403);
    expect((await call('GET', 'api/v1/features/2')).status).toBe(403);
    expect((await call('PUT', 'api/v1/features/2', { body: { enabled: false } })).status).toBe(403);
  });

  it('list every feature flat with its parent, paginated, newest id first', async () => {
    await login('admin@example.com');
    const page = await list<Feature>('api/v1/features');
    expect(page.data.map((f) => f.id)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, total: 24, last_page: 3 });
    expect(page.links.next).toBe('http://localhost:8000/api/v1/features?page=2');
    expect((await list('api/v1/features?page=3')).meta).toMatchObject({ from: 21, to: 24 });
    expect(page.data[1]).toEqual({
      id: 23, name: 'social-login', enabled: false, parent_id: null,
      created_at: '2025-01-01T08:00:00.000000Z', updated_at: '2025-01-01T08:00:00.000000Z',
    });
  });

  it('search in the name, filter by parent_id and sort by the named fields', async () => {
    await login('admin@example.com');
    expect(await listIds('api/v1/features?search=PAY')).toEqual([8, 3]);
    expect(await listIds('api/v1/features?parent_id=2')).toEqual([9, 8, 7, 6, 5, 4, 3]);
    const byName = await list<Feature>('api/v1/features?order_by=name&order_dir=asc&per_page=25');
    expect(byName.data.slice(0, 3).map((f) => f.name)).toEqual(['alerts', 'bills', 'change-log']);
    // The seed's one feature off (social-login) first, then the ones on.
    const byEnabled = await list<Feature>('api/v1/features?order_by=enabled&order_dir=asc&per_page=25');
    expect(byEnabled.data.map((feature) => [feature.id, feature.enabled]).slice(0, 2)).toEqual([[23, false], [1, true]]);
    expect(byEnabled.data.slice(1).every((feature) => feature.enabled)).toBe(true);
    expect((await list<Feature>('api/v1/features?order_by=parent_id&order_dir=desc')).data[0]?.parent_id).toBe(2);
  });

  it('answer 422 on an unknown order_by or per_page', async () => {
    await login('admin@example.com');
    const bad = await call('GET', 'api/v1/features?order_by=secret&per_page=7');
    expect(bad.status).toBe(422);
    expect(await body(bad)).toEqual({
      message: 'The selected per page is invalid. (and 1 more error)',
      errors: { per_page: ['The selected per page is invalid.'], order_by: ['The selected order by is invalid.'] },
    });
  });

  it('get one feature; 404 for an unknown id', async () => {
    await login('admin@example.com');
    expect(await body(await call('GET', 'api/v1/features/3'))).toMatchObject({
      data: { id: 3, name: 'payer', enabled: true, parent_id: 2 },
    });
    const missing = await call('GET', 'api/v1/features/99');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toEqual({ message: 'Record not found.' });
    expect((await call('GET', 'api/v1/features/abc')).status).toBe(404);
  });

  it('switch a feature: 403 for an admin, 200 for the super admin, children keep their flags', async () => {
    await login('admin@example.com');
    expect((await call('PUT', 'api/v1/features/23', { body: { enabled: true } })).status).toBe(403);
    await login('superadmin@example.com');
    setMockNow(new Date('2025-01-03T10:12:00Z'));
    const on = await call('PUT', 'api/v1/features/23', { body: { enabled: true } });
    expect(on.status).toBe(200);
    expect(await body(on)).toEqual({
      data: {
        id: 23, name: 'social-login', enabled: true, parent_id: null,
        created_at: '2025-01-01T08:00:00.000000Z', updated_at: '2025-01-03T10:12:00.000000Z',
      },
    });
    expect((await call('PUT', 'api/v1/features/2', { body: { enabled: 0 } })).status).toBe(200);
    const tree = await body<{ data: FeatureNode[] }>(await call('GET', 'api/v1/features/tree'));
    const ecommerce = tree.data.find((node) => node.id === 2);
    expect(ecommerce?.enabled).toBe(false);
    expect(ecommerce?.children?.every((child) => child.enabled)).toBe(true);
    expect(tree.data.find((node) => node.id === 23)?.enabled).toBe(true);
  });

  it('validate the flag (422 in Laravel\'s shape, translated) and 404 an unknown feature', async () => {
    await login('superadmin@example.com');
    const missing = await call('PUT', 'api/v1/features/5', { body: {} });
    expect(missing.status).toBe(422);
    expect(await body(missing)).toEqual({
      message: 'The enabled field is required.', errors: { enabled: ['The enabled field is required.'] },
    });
    const french = await call('PUT', 'api/v1/features/5', { body: { enabled: 'maybe' }, locale: 'fr' });
    expect(await body(french)).toMatchObject({ errors: { enabled: ['Le champ enabled doit être vrai ou faux.'] } });
    expect((await call('PUT', 'api/v1/features/99', { body: { enabled: true } })).status).toBe(404);
  });
});
