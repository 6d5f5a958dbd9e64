import { describe, expect, it } from 'vitest';
import { getScenario } from './scenarios';
import { setScenario } from './control';
import { body, call, csrfCookie, login, xsrfToken } from './testing/backend-client';

describe('fault scenarios', () => {
  it('network-down makes every backend call fail at the network level', async () => {
    setScenario('network-down');
    await expect(call('GET', 'api/v1/features/tree')).rejects.toThrow();
    await expect(csrfCookie()).rejects.toThrow();
  });

  it('server-error answers 500 in Laravel shape', async () => {
    setScenario('server-error');
    const response = await call('GET', 'api/v1/languages/enabled');
    expect(response.status).toBe(500);
    expect(await body(response)).toEqual({ message: 'Server Error' });
  });

  it('slow delays calls by about 3 s, then answers normally', async () => {
    setScenario('slow');
    const started = Date.now();
    const response = await call('GET', 'api/v1/languages/enabled');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(response.status).toBe(200);
  });

  it('csrf-expired answers 419 to the next write only', async () => {
    await csrfCookie();
    setScenario('csrf-expired');
    expect((await call('GET', 'api/v1/features/tree')).status).toBe(200);
    const payload = { body: { email: 'a@example.com' } };
    expect((await call('POST', 'api/v1/register/check-email', payload)).status).toBe(419);
    expect(getScenario()).toBeUndefined();
    // The browser's token is stale now: only a fresh csrf-cookie (what the app's retry fetches) helps.
    expect((await call('POST', 'api/v1/register/check-email', payload)).status).toBe(419);
    await csrfCookie();
    expect((await call('POST', 'api/v1/register/check-email', payload)).status).toBe(200);
  });

  it('session-expired ends the session on the next authenticated call', async () => {
    await login('user@example.com');
    const before = xsrfToken();
    setScenario('session-expired');
    expect((await call('GET', 'api/v1/features/tree')).status).toBe(200);
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
    expect(getScenario()).toBeUndefined();
    expect(xsrfToken()).not.toBe(before);
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
  });

  it('unverified answers 409 on guarded calls, but not on logout', async () => {
    await login('user@example.com');
    setScenario('unverified');
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(409);
    expect((await call('POST', 'auth/logout')).status).toBe(204);
  });

  it('never affects the control endpoints', async () => {
    setScenario('network-down');
    expect((await call('GET', '__mock/mail')).status).toBe(200);
    expect((await call('POST', '__mock/scenario', { body: { name: null }, xsrf: false })).status).toBe(204);
    expect(getScenario()).toBeUndefined();
  });
});
