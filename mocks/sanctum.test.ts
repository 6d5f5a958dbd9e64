import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { setMockNow } from './control';
import { db } from './db/database';
import { body, call, csrfCookie, login, rawXsrfCookie, xsrfToken } from './testing/backend-client';

describe('sanctum csrf-cookie', () => {
  it('answers 204 with a session cookie (HttpOnly) and a URL-encoded XSRF-TOKEN', async () => {
    const response = await csrfCookie();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('lunch_session='))).toMatch(/httponly/i);
    expect(setCookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/httponly/i);
    // Mirrored to document.cookie like a browser would; the session cookie stays invisible.
    expect(rawXsrfCookie()).toMatch(/%3D$/);
    expect(xsrfToken()).toMatch(/=$/);
    expect(document.cookie).not.toContain('lunch_session');
  });

  it('keeps the same token for an existing session', async () => {
    await csrfCookie();
    const first = xsrfToken();
    await csrfCookie();
    expect(xsrfToken()).toBe(first);
  });
});

describe('CSRF protection', () => {
  it('answers 419 without X-XSRF-TOKEN, with a wrong one, and with the undecoded cookie', async () => {
    await csrfCookie();
    const credentials = { email: 'user@example.com', password: 'password' };
    for (const xsrf of [false, 'wrong', rawXsrfCookie() ?? '']) {
      const response = await call('POST', 'auth/login', { body: credentials, xsrf });
      expect(response.status).toBe(419);
      expect(await body(response)).toEqual({ message: 'CSRF token mismatch.' });
    }
  });

  it('answers 419 for a write without any session', async () => {
    const response = await call('POST', 'api/v1/register/check-email', { body: { email: 'a@b.c' } });
    expect(response.status).toBe(419);
  });
});

describe('session login', () => {
  it('logs in, rotates the XSRF token and serves the user with relationships', async () => {
    await csrfCookie();
    const before = xsrfToken();
    const response = await call('POST', 'auth/login', { body: { email: 'admin@example.com', password: 'password' } });
    // Fortify's LoginResponse for a JSON request.
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ two_factor: false });
    expect(xsrfToken()).not.toBe(before);

    const user = await body<{ data: User }>(await call('GET', 'api/v1/auth/user?relationships=true'));
    expect(user.data).toMatchObject({ id: 2, email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin' });
    expect(user.data).not.toHaveProperty('password');
    expect(user.data.roles?.map((r) => r.name)).toEqual(['admin']);
    const permissions = user.data.roles?.[0]?.permissions?.map((p) => p.name) ?? [];
    expect(permissions).toContain('orders.view');
    expect(permissions).not.toContain('tenants.create');
    expect(user.data.tenants).toEqual([{ id: 1, name: 'Acme' }]);
  });

  it('omits relationships unless asked', async () => {
    await login('user@example.com');
    const user = await body<{ data: User }>(await call('GET', 'api/v1/auth/user'));
    expect(user.data).not.toHaveProperty('roles');
    expect(user.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('answers 401 without a session, and without credentials: include', async () => {
    const anonymous = await call('GET', 'api/v1/auth/user');
    expect(anonymous.status).toBe(401);
    expect(await body(anonymous)).toEqual({ message: 'Unauthenticated.' });
    await login('user@example.com');
    expect((await call('GET', 'api/v1/auth/user', { credentials: 'same-origin' })).status).toBe(401);
  });

  it('answers 422 in Laravel shape for wrong credentials, in English and French', async () => {
    await csrfCookie();
    const wrong = await call('POST', 'auth/login', { body: { email: 'user@example.com', password: 'nope' } });
    expect(wrong.status).toBe(422);
    expect(await body(wrong)).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const empty = await call('POST', 'auth/login', { body: {}, locale: 'fr-FR,fr;q=0.9' });
    expect(await body(empty)).toEqual({
      message: 'Le champ e-mail est obligatoire. (et 1 erreur en plus)',
      errors: { email: ['Le champ e-mail est obligatoire.'], password: ['Le champ mot de passe est obligatoire.'] },
    });
  });

  it('throttles after 5 failures per e-mail for 60 s of mock time', async () => {
    setMockNow(new Date('2025-06-02T09:00:00Z'));
    await csrfCookie();
    const attempt = (password: string) =>
      call('POST', 'auth/login', { body: { email: 'USER@example.com', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong')).status).toBe(422);
    const blocked = await attempt('password');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('60');
    expect(await body(blocked)).toEqual({ message: 'Too Many Attempts.' });
    setMockNow(new Date('2025-06-02T09:00:45Z'));
    expect((await attempt('password')).headers.get('Retry-After')).toBe('15');
    setMockNow(new Date('2025-06-02T09:01:01Z'));
    expect((await attempt('password')).status).toBe(200);
  });

  it('lets an unverified user log in, then answers 409 on guarded routes', async () => {
    expect((await login('unverified@example.com')).status).toBe(200);
    const response = await call('GET', 'api/v1/auth/user');
    expect(response.status).toBe(409);
    expect(await body(response)).toEqual({ message: 'Your email address is not verified.' });
  });

  it('logout clears the user and regenerates the session and token', async () => {
    await login('user@example.com');
    const loggedIn = xsrfToken();
    expect((await call('POST', 'auth/logout')).status).toBe(204);
    expect(xsrfToken()).not.toBe(loggedIn);
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
    // The old token no longer passes CSRF.
    expect((await call('POST', 'auth/logout', { xsrf: loggedIn ?? '' })).status).toBe(419);
    expect((await call('POST', 'auth/logout')).status).toBe(204);
  });
});

describe('remember me (Laravel\'s remember_web cookie)', () => {
  const loginRemembered = async (email: string) => {
    await csrfCookie();
    return call('POST', 'auth/login', { body: { email, password: 'password', remember: true } });
  };
  /** The session store lost every session (expired, or cleared): only the remember cookie is left. */
  const dropSessions = () => db().sessions.splice(0);

  it('signs the user back in from the cookie once the session is gone, only with remember=true', async () => {
    await loginRemembered('user@example.com');
    dropSessions();
    const response = await call('GET', 'api/v1/auth/user');
    expect(response.status).toBe(200);
    expect((await body<{ data: User }>(response)).data.email).toBe('user@example.com');

    await csrfCookie();
    expect((await call('POST', 'auth/logout')).status).toBe(204);
    await login('user@example.com'); // remember: false
    dropSessions();
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
  });

  it('a lost session answers 419 to logout; after a fresh csrf-cookie, logout forgets the cookie for good', async () => {
    await loginRemembered('user@example.com');
    dropSessions();
    expect((await call('POST', 'auth/logout')).status).toBe(419);
    await csrfCookie();
    expect((await call('POST', 'auth/logout')).status).toBe(204);
    dropSessions();
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(401);
  });
});

describe('token mode', () => {
  it('issues "{id}|{40 chars}" tokens that authenticate without cookies or CSRF', async () => {
    await csrfCookie();
    const issued = await call('POST', 'api/v1/auth/token', {
      body: { email: 'user@example.com', password: 'password', device_name: 'vitest' },
    });
    const { success, token } = await body<{ success: boolean; token: string }>(issued);
    expect(success).toBe(true);
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);

    const me = await call('GET', 'api/v1/auth/user', { bearer: token, credentials: 'omit' });
    expect((await body<{ data: User }>(me)).data.email).toBe('user@example.com');
    const change = await call('PUT', 'auth/user/password', {
      bearer: token, credentials: 'omit', xsrf: false,
      body: { current_password: 'password', password: 'new-password', password_confirmation: 'new-password' },
    });
    expect(change.status).toBe(200);

    expect((await call('DELETE', 'api/v1/auth/token', { bearer: token, credentials: 'omit' })).status).toBe(204);
    expect((await call('GET', 'api/v1/auth/user', { bearer: token, credentials: 'omit' })).status).toBe(401);
  });

  it('DELETE api/v1/auth/token revokes only the token it is called with; 401 once it is gone', async () => {
    await csrfCookie();
    const issue = async (device: string) =>
      (await body<{ token: string }>(await call('POST', 'api/v1/auth/token', {
        body: { email: 'user@example.com', password: 'password', device_name: device },
      }))).token;
    const [laptop, phone] = [await issue('laptop'), await issue('phone')];
    const revoke = (token: string) => call('DELETE', 'api/v1/auth/token', { bearer: token, credentials: 'omit' });
    const revoked = await revoke(laptop);
    expect(revoked.status).toBe(204);
    expect(await revoked.text()).toBe('');
    expect((await call('GET', 'api/v1/auth/user', { bearer: laptop, credentials: 'omit' })).status).toBe(401);
    expect((await call('GET', 'api/v1/auth/user', { bearer: phone, credentials: 'omit' })).status).toBe(200);
    const again = await revoke(laptop);
    expect(again.status).toBe(401);
    expect(await body(again)).toEqual({ message: 'Unauthenticated.' });
    expect((await call('DELETE', 'api/v1/auth/token', { bearer: '999|unknown', credentials: 'omit' })).status).toBe(401);
  });

  it('auth/logout is a web route: 419 for a bearer client without the CSRF header, and the token still works', async () => {
    await csrfCookie();
    const { token } = await body<{ token: string }>(await call('POST', 'api/v1/auth/token', {
      body: { email: 'user@example.com', password: 'password', device_name: 'vitest' },
    }));
    const logout = await call('POST', 'auth/logout', { bearer: token, xsrf: false });
    expect(logout.status).toBe(419);
    expect(await body(logout)).toEqual({ message: 'CSRF token mismatch.' });
    // With the CSRF header it ends the (guest) session, and still does not revoke the token.
    expect((await call('POST', 'auth/logout', { bearer: token })).status).toBe(204);
    expect((await call('GET', 'api/v1/auth/user', { bearer: token, credentials: 'omit' })).status).toBe(200);
  });

  it('DELETE api/v1/auth/token leaves a cookie session alone (its token is transient)', async () => {
    await login('user@example.com');
    expect((await call('DELETE', 'api/v1/auth/token')).status).toBe(204);
    expect((await call('GET', 'api/v1/auth/user')).status).toBe(200);
  });

  it('rejects wrong credentials and unknown tokens', async () => {
    await csrfCookie();
    const wrong = await call('POST', 'api/v1/auth/token', {
      body: { email: 'user@example.com', password: 'x', device_name: 'vitest' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await body<{ errors: object }>(wrong)).errors)).toEqual(['email']);
    expect((await call('GET', 'api/v1/auth/user', { bearer: '1|nope', credentials: 'omit' })).status).toBe(401);
  });
});
