// The token route's two-factor design (the code with the credentials, 422 with two_factor: true),
// and the demo accounts' current code.
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { setMockNow } from './control';
import { SEED_RECOVERY_CODES } from './db/seed';
import { body, call, csrfCookie } from './testing/backend-client';
import { codeAt, EMAIL, NOW, storedRecoveryCodes } from './testing/two-factor-helpers';

describe('token sign-in with two-factor authentication', () => {
  const token = (extra: Record<string, unknown> = {}, locale?: string) =>
    call('POST', 'api/v1/auth/token', { body: { email: EMAIL, password: 'password', device_name: 'vitest', ...extra }, locale });

  it('asks for the code with 422 and two_factor: true, then issues the token with it', async () => {
    setMockNow(NOW);
    await csrfCookie();
    const needed = await token();
    expect(needed.status).toBe(422);
    expect(await body(needed)).toEqual({
      message: 'The code field is required.',
      errors: { code: ['The code field is required.'] },
      two_factor: true,
    });
    const issued = await token({ code: await codeAt(0) });
    expect(issued.status).toBe(200);
    const { token: plain } = await body<{ token: string }>(issued);
    const me = await call('GET', 'api/v1/auth/user', { bearer: plain, credentials: 'omit' });
    expect((await body<{ data: User }>(me)).data.email).toBe(EMAIL);
  });

  it('says a wrong code or recovery code is invalid, with two_factor: true; wrong credentials say nothing of it', async () => {
    setMockNow(NOW);
    await csrfCookie();
    expect(await body(await token({ code: '12345' }))).toEqual({
      message: 'The provided two factor authentication code was invalid.',
      errors: { code: ['The provided two factor authentication code was invalid.'] },
      two_factor: true,
    });
    expect(await body(await token({ recovery_code: 'nope' }, 'fr'))).toEqual({
      message: 'Le code de récupération à deux facteurs fourni est invalide.',
      errors: { recovery_code: ['Le code de récupération à deux facteurs fourni est invalide.'] },
      two_factor: true,
    });
    expect(await body(await token({ password: 'wrong', code: await codeAt(0) }))).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('takes a recovery code once', async () => {
    setMockNow(NOW);
    await csrfCookie();
    const used = SEED_RECOVERY_CODES[0]!;
    expect((await token({ recovery_code: used })).status).toBe(200);
    expect(storedRecoveryCodes()).not.toContain(used);
    expect((await token({ recovery_code: used })).status).toBe(422);
  });

  it('counts wrong codes on the login limiter: 5 a minute, then 429', async () => {
    setMockNow(NOW);
    await csrfCookie();
    expect((await token()).status).toBe(422); // asking for the code is no failure
    for (let i = 0; i < 5; i += 1) expect((await token({ code: 'xxxxxx' })).status).toBe(422);
    const blocked = await token({ code: await codeAt(0) });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('60');
  });

  it('ignores a code for a person without two-factor authentication', async () => {
    await csrfCookie();
    const issued = await call('POST', 'api/v1/auth/token', {
      body: { email: 'user@example.com', password: 'password', device_name: 'vitest', code: '123456' },
    });
    expect(issued.status).toBe(200);
  });
});

describe('the demo accounts', () => {
  it('show the code the authenticator app shows now, and when it changes', async () => {
    setMockNow(NOW);
    const { data } = await body<{ data: { email: string; two_factor_code: string | null; two_factor_expires_in: number | null }[] }>(
      await call('GET', '__mock/accounts'),
    );
    expect(data.find((account) => account.email === EMAIL)).toMatchObject({ two_factor_code: await codeAt(0), two_factor_expires_in: 20 });
    expect(data.find((account) => account.email === 'user@example.com')).toMatchObject({ two_factor_code: null, two_factor_expires_in: null });
  });
});
