// Fortify's two-factor sign-in, as the mock answers it: POST auth/login → {"two_factor": true},
// then POST auth/two-factor-challenge with the code or a recovery code (the token route's own
// design: two-factor-token.test.ts).
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { setMockNow } from './control';
import { SEED_RECOVERY_CODES } from './db/seed';
import { body, call, csrfCookie, xsrfToken } from './testing/backend-client';
import { codeAt, EMAIL, NOW, storedRecoveryCodes, wrongCode } from './testing/two-factor-helpers';


async function startLogin(remember = false): Promise<Response> {
  await csrfCookie();
  return call('POST', 'auth/login', { body: { email: EMAIL, password: 'password', remember } });
}

const challenge = (payload: Record<string, unknown>, locale?: string) =>
  call('POST', 'auth/two-factor-challenge', { body: payload, locale });

const signedInEmail = async () => {
  const response = await call('GET', 'api/v1/auth/user');
  return response.status === 200 ? (await body<{ data: User }>(response)).data.email : response.status;
};

describe('session sign-in with two-factor authentication', () => {
  it('answers {"two_factor": true} to the credentials, signs nobody in and keeps the session', async () => {
    setMockNow(NOW);
    const login = await startLogin();
    expect(login.status).toBe(200);
    expect(await body(login)).toEqual({ two_factor: true });
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(await signedInEmail()).toBe(401);
    // A person without two-factor authentication is signed in at once.
    await csrfCookie();
    const plain = await call('POST', 'auth/login', { body: { email: 'user@example.com', password: 'password' } });
    expect(await body(plain)).toEqual({ two_factor: false });
  });

  it('signs in with the current code: 204, session regenerated', async () => {
    setMockNow(NOW);
    await startLogin();
    const before = xsrfToken();
    const done = await challenge({ code: await codeAt(0) });
    expect(done.status).toBe(204);
    expect(await done.text()).toBe('');
    expect(xsrfToken()).not.toBe(before);
    expect(await signedInEmail()).toBe(EMAIL);
  });

  it.each([
    [-1, 204],
    [1, 204],
    [-2, 422],
    [2, 422],
  ])('takes the code of the step %i away from now as Google2FA’s window does: %i', async (offset, status) => {
    setMockNow(NOW);
    await startLogin();
    expect((await challenge({ code: await codeAt(offset) })).status).toBe(status);
  });

  it('says a wrong code is invalid, keeps the pending login, and a right code then signs in', async () => {
    setMockNow(NOW);
    await startLogin();
    const wrong = await challenge({ code: await wrongCode() });
    expect(wrong.status).toBe(422);
    expect(await body(wrong)).toEqual({
      message: 'The provided two factor authentication code was invalid.',
      errors: { code: ['The provided two factor authentication code was invalid.'] },
    });
    expect((await challenge({ code: await codeAt(0) })).status).toBe(204);
  });

  it('says so in French', async () => {
    setMockNow(NOW);
    await startLogin();
    const wrong = await challenge({ recovery_code: 'nope-nope' }, 'fr-FR,fr;q=0.9');
    expect((await body<{ errors: object }>(wrong)).errors).toEqual({
      recovery_code: ['Le code de récupération à deux facteurs fourni est invalide.'],
    });
  });

  it('does not take a code twice while it is valid', async () => {
    setMockNow(NOW);
    const code = await codeAt(0);
    await startLogin();
    expect((await challenge({ code })).status).toBe(204);
    await call('POST', 'auth/logout');
    await startLogin();
    expect((await challenge({ code })).status).toBe(422);
    // The next step's code is new.
    setMockNow(new Date(NOW.getTime() + 30_000));
    expect((await challenge({ code: await codeAt(1) })).status).toBe(204);
  });

  it('takes a recovery code once: it is replaced by a new one', async () => {
    setMockNow(NOW);
    const used = SEED_RECOVERY_CODES[2]!;
    await startLogin();
    const done = await challenge({ recovery_code: used });
    expect(done.status).toBe(204);
    expect(await signedInEmail()).toBe(EMAIL);
    const codes = storedRecoveryCodes();
    expect(codes).toHaveLength(8);
    expect(codes).not.toContain(used);
    expect(codes[2]).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
    expect(codes.filter((code) => SEED_RECOVERY_CODES.includes(code))).toHaveLength(7);

    await call('POST', 'auth/logout');
    await startLogin();
    const again = await challenge({ recovery_code: used });
    expect(again.status).toBe(422);
    expect(await body(again)).toEqual({
      message: 'The provided two factor recovery code was invalid.',
      errors: { recovery_code: ['The provided two factor recovery code was invalid.'] },
    });
    expect((await challenge({ recovery_code: codes[2] })).status).toBe(204);
  });

  it('answers as for a wrong code when the session holds no pending login (Fortify’s challengedUser)', async () => {
    setMockNow(NOW);
    await csrfCookie();
    const none = await challenge({ code: await codeAt(0) });
    expect(none.status).toBe(422);
    expect((await body<{ errors: object }>(none)).errors).toEqual({
      code: ['The provided two factor authentication code was invalid.'],
    });
    // Finished already: the pending login went with the sign-in.
    await startLogin();
    await challenge({ code: await codeAt(0) });
    await call('POST', 'auth/logout');
    expect((await challenge({ code: await codeAt(1) })).status).toBe(422);
  });

  it('answers 419 once the session has expired (120 minutes idle): the pending login is gone', async () => {
    setMockNow(NOW);
    await startLogin();
    const later = new Date(NOW.getTime() + 121 * 60_000);
    setMockNow(later);
    const expired = await challenge({ code: await codeAt(0, later) });
    expect(expired.status).toBe(419);
    expect(await body(expired)).toEqual({ message: 'CSRF token mismatch.' });
    // A fresh session has no pending login: the code alone signs nobody in.
    await csrfCookie();
    expect((await challenge({ code: await codeAt(0, later) })).status).toBe(422);
    expect(await signedInEmail()).toBe(401);
  });

  it('stays pending while the session is used within its lifetime', async () => {
    setMockNow(NOW);
    await startLogin();
    const later = new Date(NOW.getTime() + 119 * 60_000);
    setMockNow(later);
    expect((await challenge({ code: await codeAt(0, later) })).status).toBe(204);
  });

  it('throttles the challenge: 5 requests a minute per pending login, then 429 with Retry-After', async () => {
    setMockNow(NOW);
    await startLogin();
    for (let i = 0; i < 5; i += 1) expect((await challenge({ code: 'xxxxxx' })).status).toBe(422);
    const blocked = await challenge({ code: await codeAt(0) });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('60');
    expect(await body(blocked)).toEqual({ message: 'Too Many Attempts.' });
    setMockNow(new Date(NOW.getTime() + 61_000));
    expect((await challenge({ code: await codeAt(2) })).status).toBe(204);
  });

  it('remembers the user when the login asked for it', async () => {
    setMockNow(NOW);
    await startLogin(true);
    const done = await challenge({ code: await codeAt(0) });
    expect(done.headers.getSetCookie().some((cookie) => cookie.startsWith('remember_web_'))).toBe(true);
    await call('POST', 'auth/logout');
    await startLogin(false);
    const plain = await challenge({ code: await codeAt(1) });
    expect(plain.headers.getSetCookie().some((cookie) => cookie.startsWith('remember_web_'))).toBe(false);
  });
});
