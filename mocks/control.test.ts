import { describe, expect, it } from 'vitest';
import type { FeatureNode, Language } from '@/api/models';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import { allowOutsideContract } from '../tests/contract/record-mock-responses';
import { now, setMockNow } from './clock';
import { db } from './db/database';
import { getScenario } from './scenarios';
import { body, call, csrfCookie, login } from './testing/backend-client';

const post = (path: string, payload: unknown) => call('POST', path, { body: payload, xsrf: false, credentials: 'omit' });

describe('public reads', () => {
  it('serves the feature tree with every FEATURES name', async () => {
    const { data } = await body<{ data: FeatureNode[] }>(await call('GET', 'api/v1/features/tree'));
    const names = (nodes: FeatureNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
    expect(names(data).sort()).toEqual(Object.values(FEATURES).sort());
    const ecommerce = data.find((n) => n.name === 'ecommerce');
    expect(ecommerce?.children?.map((c) => c.name)).toEqual([
      'payer', 'request-date', 'contact', 'shipping', 'delivery', 'payment', 'discount',
    ]);
    expect(isFeatureEnabled(data, FEATURES.socialLogin)).toBe(false);
    expect(isFeatureEnabled(data, FEATURES.registration)).toBe(true);
  });

  it('serves enabled languages only', async () => {
    const { data } = await body<{ data: Language[] }>(await call('GET', 'api/v1/languages/enabled'));
    expect(data.map((l) => l.code)).toEqual(['en', 'fr']);
    expect(data[1]).toEqual({ id: 2, name: 'Français', code: 'fr', enabled: true, icon: 'fr' });
  });

  it("answers Laravel's 404 for unknown API routes", async () => {
    // Outside the contract on purpose: the run-time contract check must not count it.
    allowOutsideContract('GET', '/api/v1/nothing-here');
    const response = await call('GET', 'api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ message: 'The route api/v1/nothing-here could not be found.' });
  });
});

describe('control endpoints', () => {
  it('reset restores the seed and forgets sessions', async () => {
    await login('user@example.com');
    await call('PUT', 'auth/user/profile-information', {
      body: { first_name: 'Changed', last_name: 'User', email: 'user@example.com' },
    });
    expect((await post('__mock/reset', {})).status).toBe(204);
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
    await login('user@example.com');
    const me = await body<{ data: { first_name: string } }>(await call('GET', 'api/v1/auth/user'));
    expect(me.data.first_name).toBe('Uma');
  });

  it('reset makes a busy day on demand: today_orders more of Acme\'s orders today, the others as seeded', async () => {
    const today = (day: string) => db().orders.filter((order) => order.requested_date === day && order.tenant_id === 1);
    const day = db().orders.at(-1)!.requested_date;
    const before = db().orders.length;
    const usual = today(day).length;
    expect((await post('__mock/reset', { today_orders: 300 })).status).toBe(204);
    expect(db().orders).toHaveLength(before + 300);
    expect(today(day)).toHaveLength(usual + 300);
    expect(new Set(today(day).map((order) => order.supplier.id)).size).toBeGreaterThan(1);
    expect((await post('__mock/reset', { today_orders: -1 })).status).toBe(422);
    expect((await post('__mock/reset', {})).status).toBe(204);
    expect(db().orders).toHaveLength(before);
  });

  it('sets and clears the scenario and the clock', async () => {
    expect((await post('__mock/scenario', { name: 'slow' })).status).toBe(204);
    expect(getScenario()).toBe('slow');
    expect((await post('__mock/scenario', { name: 'bogus' })).status).toBe(422);
    await post('__mock/scenario', { name: null });
    expect(getScenario()).toBeUndefined();

    expect((await post('__mock/clock', { now: '2030-05-06T07:08:09Z' })).status).toBe(204);
    expect(now().toISOString()).toBe('2030-05-06T07:08:09.000Z');
    expect((await post('__mock/clock', { now: 'yesterday-ish' })).status).toBe(422);
    await post('__mock/clock', { now: null });
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads the mailbox and toggles features', async () => {
    await csrfCookie();
    await call('POST', 'auth/forgot-password', { body: { email: 'admin@example.com' } });
    const mail = await body<{ data: { to: string; subject: string }[] }>(await call('GET', '__mock/mail'));
    expect(mail.data).toEqual([expect.objectContaining({ to: 'admin@example.com', subject: 'Reset Password Notification' })]);

    setMockNow(new Date('2026-03-10T09:00:00Z'));
    expect((await post('__mock/features', { name: 'social-login', enabled: true })).status).toBe(204);
    const { data } = await body<{ data: FeatureNode[] }>(await call('GET', 'api/v1/features/tree'));
    expect(isFeatureEnabled(data, FEATURES.socialLogin)).toBe(true);
    expect(db().features.find((f) => f.name === FEATURES.socialLogin)?.updated_at).toBe('2026-03-10T09:00:00.000000Z');
    expect((await post('__mock/features', { name: 'nope', enabled: true })).status).toBe(422);
  });
});
