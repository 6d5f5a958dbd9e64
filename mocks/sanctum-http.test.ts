// The HTTP host as Sanctum answers each kind of client: a browser SPA on a stateful frontend
// (cookies + CSRF), the same cookies without an Origin (not stateful: 401), and a token client
// with neither Origin nor cookies (stateless: no CSRF, no session, bearer tokens).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpClient, passThroughTo, startHttpHost, type HttpHost } from './testing/http-host-process';

const FRONTEND = 'http://localhost:5173';
const credentials = { email: 'user@example.com', password: 'password' };
let host: HttpHost;

beforeAll(async () => {
  host = await startHttpHost({ MOCK_ALLOWED_ORIGINS: FRONTEND });
}, 60_000);
afterAll(() => host.stop());
beforeEach(() => passThroughTo(host.url));

/** The SPA's sign-in: csrf-cookie, then login with X-XSRF-TOKEN. */
async function signedInSpa(): Promise<HttpClient> {
  const spa = new HttpClient(host.url, { Origin: FRONTEND });
  expect((await spa.call('GET', 'sanctum/csrf-cookie')).status).toBe(204);
  expect([...spa.cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'lunch_session']);
  const login = await spa.call('POST', 'auth/login', { body: credentials, headers: spa.xsrf() });
  expect(login.status).toBe(200);
  expect(await login.json()).toEqual({ two_factor: false });
  return spa;
}

describe('a cookie client on a stateful frontend (Origin among the stateful domains)', () => {
  it('signs in with the CSRF cookie and is served by its session', async () => {
    const spa = await signedInSpa();
    const user = await spa.call('GET', 'api/v1/auth/user');
    expect(user.status).toBe(200);
    expect(((await user.json()) as { data: { email: string } }).data.email).toBe('user@example.com');
    expect(user.headers.get('access-control-allow-origin')).toBe(FRONTEND);
  });

  it('answers 419 to a write without X-XSRF-TOKEN, on web and api routes alike', async () => {
    const spa = await signedInSpa();
    const api = await spa.call('POST', 'api/v1/register/check-email', { body: { email: 'a@b.c' } });
    expect(api.status).toBe(419);
    expect(await api.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect((await spa.call('POST', 'auth/logout')).status).toBe(419);
    expect((await spa.call('POST', 'auth/logout', { headers: spa.xsrf() })).status).toBe(204);
  });

  it('is stateful by its Referer too (Sanctum reads the Referer first)', async () => {
    const spa = await signedInSpa();
    const cookies = new HttpClient(host.url, { Referer: `${FRONTEND}/orders` });
    for (const [name, value] of spa.cookies) cookies.cookies.set(name, value);
    expect((await cookies.call('GET', 'api/v1/auth/user')).status).toBe(200);
    expect((await cookies.call('POST', 'api/v1/register/check-email', { body: { email: 'a@b.c' } })).status).toBe(419);
  });
});

describe('a client with the session cookie but no stateful Origin or Referer', () => {
  it('is not stateful: its session is not read (401) and no CSRF applies', async () => {
    const spa = await signedInSpa();
    for (const headers of [{}, { Origin: 'http://elsewhere.example' }] as Record<string, string>[]) {
      const other = new HttpClient(host.url, headers);
      for (const [name, value] of spa.cookies) other.cookies.set(name, value);
      const user = await other.call('GET', 'api/v1/auth/user');
      expect(user.status).toBe(401);
      expect(await user.json()).toEqual({ message: 'Unauthenticated.' });
      const write = await other.call('POST', 'api/v1/register/check-email', { body: { email: 'a@b.c' } });
      expect(write.status).toBe(200);
      expect(write.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('a token client (no Origin, no cookies)', () => {
  it('gets a token from api/v1/auth/token, without CSRF and without cookies', async () => {
    const client = new HttpClient(host.url);
    const issued = await client.call('POST', 'api/v1/auth/token', { body: { ...credentials, device_name: 'curl' } });
    expect(issued.status).toBe(200);
    expect(issued.headers.getSetCookie()).toEqual([]);
    const { token } = (await issued.json()) as { token: string };
    expect(token).toMatch(/^\d+\|\w{40}$/);

    const bearer = { Authorization: `Bearer ${token}` };
    const user = await client.call('GET', 'api/v1/auth/user', { headers: bearer });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { data: { email: string } }).data.email).toBe('user@example.com');
    expect(user.headers.getSetCookie()).toEqual([]);

    const anonymous = await client.call('GET', 'api/v1/auth/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });

    // auth/logout is a `web` route: CSRF applies to a bearer client too (419), and it revokes no token.
    expect((await client.call('POST', 'auth/logout', { headers: bearer })).status).toBe(419);
    expect((await client.call('GET', 'api/v1/auth/user', { headers: bearer })).status).toBe(200);
    // DELETE api/v1/auth/token revokes it: stateless, no CSRF, no cookie.
    const revoked = await client.call('DELETE', 'api/v1/auth/token', { headers: bearer });
    expect(revoked.status).toBe(204);
    expect(revoked.headers.getSetCookie()).toEqual([]);
    expect((await client.call('GET', 'api/v1/auth/user', { headers: bearer })).status).toBe(401);
    expect((await client.call('DELETE', 'api/v1/auth/token', { headers: bearer })).status).toBe(401);
  });

  it('answers 422, not 419, to wrong credentials', async () => {
    const client = new HttpClient(host.url);
    const wrong = await client.call('POST', 'api/v1/auth/token', { body: { ...credentials, password: 'nope', device_name: 'curl' } });
    expect(wrong.status).toBe(422);
  });

  it('still meets CSRF on the web routes of the session (Laravel’s `web` group): 419 for auth/login', async () => {
    const client = new HttpClient(host.url);
    expect((await client.call('POST', 'auth/login', { body: credentials })).status).toBe(419);
  });

  it('left no answer outside the contract', () => {
    expect(host.contractMismatches()).toEqual([]);
  });
});
