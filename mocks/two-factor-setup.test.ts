// Fortify's password confirmation (password.confirm → 423, confirm-password, the status route) and
// two-factor management (enable, QR code and secret, confirm, recovery codes, disable), as the mock
// answers them: a user turns it on and then signs in with a code.
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { setMockNow } from './control';
import { body, call, csrfCookie, login } from './testing/backend-client';
import { totp } from './totp';

const NOW = new Date('2026-03-10T09:00:10Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const EMAIL = 'user@example.com';

const confirmPassword = (password = 'password', locale?: string) =>
  call('POST', 'auth/user/confirm-password', { body: { password }, locale });
const status = async (query = '') =>
  (await body<{ confirmed: boolean }>(await call('GET', `auth/user/confirmed-password-status${query}`))).confirmed;

/** Signed in as user@example.com, password confirmed, two-factor enabled (not confirmed yet): its secret. */
async function enabled(): Promise<string> {
  setMockNow(NOW);
  await login(EMAIL);
  await confirmPassword();
  expect((await call('POST', 'auth/user/two-factor-authentication')).status).toBe(200);
  return (await body<{ secretKey: string }>(await call('GET', 'auth/user/two-factor-secret-key'))).secretKey;
}

describe('password confirmation', () => {
  it('answers 423 on the two-factor routes until the password is confirmed, then lets them through for 10800 s', async () => {
    setMockNow(NOW);
    await login(EMAIL);
    const refused = await call('POST', 'auth/user/two-factor-authentication');
    expect(refused.status).toBe(423);
    expect(await body(refused)).toEqual({ message: 'Password confirmation required.' });
    expect((await call('GET', 'auth/user/two-factor-recovery-codes')).status).toBe(423);
    expect(await status()).toBe(false);

    const done = await confirmPassword();
    expect(done.status).toBe(201);
    expect(await done.text()).toBe('""');
    expect(await status()).toBe(true);
    expect((await call('GET', 'auth/user/two-factor-recovery-codes')).status).toBe(200);

    setMockNow(at(7_000)); // the session lives 120 minutes from its last request
    expect(await status()).toBe(true);
    setMockNow(at(10_800));
    expect(await status()).toBe(false);
    expect((await call('GET', 'auth/user/two-factor-recovery-codes')).status).toBe(200); // RequirePassword: only past the timeout
    setMockNow(at(10_801));
    expect((await call('GET', 'auth/user/two-factor-recovery-codes')).status).toBe(423);
  });

  it('takes another timeout for the status with ?seconds', async () => {
    setMockNow(NOW);
    await login(EMAIL);
    await confirmPassword();
    setMockNow(at(120));
    expect(await status('?seconds=60')).toBe(false);
    expect(await status('?seconds=300')).toBe(true);
  });

  it('says a wrong or missing password was incorrect (422 on password), in English and French', async () => {
    setMockNow(NOW);
    await login(EMAIL);
    expect(await body(await confirmPassword('not-it'))).toEqual({
      message: 'The provided password was incorrect.',
      errors: { password: ['The provided password was incorrect.'] },
    });
    const french = await call('POST', 'auth/user/confirm-password', { body: {}, locale: 'fr' });
    expect(french.status).toBe(422);
    expect((await body<{ errors: object }>(french)).errors).toEqual({ password: ['Le mot de passe fourni est incorrect.'] });
    expect(await status()).toBe(false);
  });

  it('needs a signed-in user and, for the confirmation, the CSRF header', async () => {
    await csrfCookie();
    expect((await call('GET', 'auth/user/confirmed-password-status')).status).toBe(401);
    expect((await confirmPassword()).status).toBe(401);
    await login(EMAIL);
    expect((await call('POST', 'auth/user/confirm-password', { body: { password: 'password' }, xsrf: false })).status).toBe(419);
  });

  it('is forgotten with the session: a new sign-in confirms again', async () => {
    setMockNow(NOW);
    await login(EMAIL);
    await confirmPassword();
    await call('POST', 'auth/logout');
    await login(EMAIL);
    expect(await status()).toBe(false);
  });

  it('is kept on the bearer token of a stateless call (the mock serves these routes to a token)', async () => {
    setMockNow(NOW);
    await csrfCookie();
    const issued = await call('POST', 'api/v1/auth/token', { body: { email: EMAIL, password: 'password', device_name: 'vitest' } });
    const { token } = await body<{ token: string }>(issued);
    const asToken = (method: string, path: string, payload?: unknown) =>
      call(method, path, { bearer: token, credentials: 'omit', xsrf: false, body: payload });
    expect((await asToken('POST', 'auth/user/two-factor-authentication')).status).toBe(423);
    expect((await asToken('POST', 'auth/user/confirm-password', { password: 'password' })).status).toBe(201);
    expect((await asToken('POST', 'auth/user/two-factor-authentication')).status).toBe(200);
  });
});

describe('two-factor management', () => {
  it('enables with a new base32 secret, its QR code (SVG) and otpauth URI, and 8 recovery codes, not yet confirmed', async () => {
    const secret = await enabled();
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    const qr = await body<{ svg: string; url: string }>(await call('GET', 'auth/user/two-factor-qr-code'));
    expect(qr.url).toBe(`otpauth://totp/Lunch:user%40example.com?secret=${secret}&issuer=Lunch&algorithm=SHA1&digits=6&period=30`);
    expect(qr.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="192" height="192"/);
    expect(qr.svg).toMatch(/<path fill="#2d3748" d="M/);
    const codes = await body<string[]>(await call('GET', 'auth/user/two-factor-recovery-codes'));
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
    const me = await body<{ data: User }>(await call('GET', 'api/v1/auth/user'));
    expect(me.data.two_factor_confirmed_at).toBeNull();
    // Not on yet: a sign-in asks for no code.
    await call('POST', 'auth/logout');
    expect(await body(await login(EMAIL))).toEqual({ two_factor: false });
  });

  it('refuses a wrong or missing code with Fortify’s 422 on code, then confirms with the current code', async () => {
    const secret = await enabled();
    const wrong = await call('POST', 'auth/user/confirmed-two-factor-authentication', { body: { code: '000000' === (await totp(secret, NOW)) ? '111111' : '000000' } });
    expect(wrong.status).toBe(422);
    expect(await body(wrong)).toEqual({
      message: 'The provided two factor authentication code was invalid.',
      errors: { code: ['The provided two factor authentication code was invalid.'] },
    });
    expect((await call('POST', 'auth/user/confirmed-two-factor-authentication', { body: {} })).status).toBe(422);
    const right = await call('POST', 'auth/user/confirmed-two-factor-authentication', { body: { code: await totp(secret, NOW) } });
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('""');
    const me = await body<{ data: User }>(await call('GET', 'api/v1/auth/user'));
    expect(me.data.two_factor_confirmed_at).toBe('2026-03-10T09:00:10.000000Z');
  });

  it('once confirmed, a sign-in asks for the code, and the demo accounts show it', async () => {
    const secret = await enabled();
    await call('POST', 'auth/user/confirmed-two-factor-authentication', { body: { code: await totp(secret, NOW) } });
    await call('POST', 'auth/logout');
    setMockNow(at(30)); // the next step: the code used to confirm is not taken twice
    const accounts = await body<{ data: { email: string; two_factor_code: string | null }[] }>(await call('GET', '__mock/accounts'));
    const code = await totp(secret, at(30));
    expect(accounts.data.find((account) => account.email === EMAIL)?.two_factor_code).toBe(code);
    expect(await body(await login(EMAIL))).toEqual({ two_factor: true });
    expect((await call('POST', 'auth/two-factor-challenge', { body: { code } })).status).toBe(204);
    expect((await body<{ data: User }>(await call('GET', 'api/v1/auth/user'))).data.email).toBe(EMAIL);
  });

  it('regenerates the recovery codes: 8 new ones, the old ones gone', async () => {
    await enabled();
    const before = await body<string[]>(await call('GET', 'auth/user/two-factor-recovery-codes'));
    const done = await call('POST', 'auth/user/two-factor-recovery-codes');
    expect(done.status).toBe(200);
    expect(await done.text()).toBe('""');
    const after = await body<string[]>(await call('GET', 'auth/user/two-factor-recovery-codes'));
    expect(after).toHaveLength(8);
    expect(after.filter((code) => before.includes(code))).toEqual([]);
  });

  it('disables: secret, codes and confirmation cleared; the reads answer [] and 404', async () => {
    const secret = await enabled();
    await call('POST', 'auth/user/confirmed-two-factor-authentication', { body: { code: await totp(secret, NOW) } });
    const done = await call('DELETE', 'auth/user/two-factor-authentication');
    expect(done.status).toBe(200);
    expect(await done.text()).toBe('""');
    expect(await body(await call('GET', 'auth/user/two-factor-qr-code'))).toEqual([]);
    expect(await body(await call('GET', 'auth/user/two-factor-recovery-codes'))).toEqual([]);
    const secretKey = await call('GET', 'auth/user/two-factor-secret-key');
    expect(secretKey.status).toBe(404);
    expect(await body(secretKey)).toEqual({ message: 'Two factor authentication has not been enabled.' });
    expect((await body<{ data: User }>(await call('GET', 'api/v1/auth/user'))).data.two_factor_confirmed_at).toBeNull();
    await call('POST', 'auth/logout');
    expect(await body(await login(EMAIL))).toEqual({ two_factor: false });
  });
});
