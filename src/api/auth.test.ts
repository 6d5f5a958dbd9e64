// The auth calls read both answers a backend may send: Laravel Fortify 1.19's (what the contract and
// the mock now say) and the older contract's, which deployed backends written to it may still send.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setFeatureTree } from '@/stores/features';
import { setSessionUser } from '@/stores/session';
import { server } from '../../mocks/node';
import { TEST_BACKEND_URL } from '../../tests/setup/test-config';
import { changePassword, login, registerWithSession, resendVerification } from './auth';
import { resetHttp } from './http';

/** Fortify's `new JsonResponse('', $status)`: the JSON string "". */
const emptyJsonString = (status: number) => new HttpResponse('""', { status, headers: { 'Content-Type': 'application/json' } });
const at = (path: string) => `${TEST_BACKEND_URL}/${path}`;

beforeEach(() => {
  resetHttp();
  setFeatureTree([]);
  setSessionUser(null);
  document.cookie = 'XSRF-TOKEN=x; path=/';
});

const registration = {
  first_name: 'Nora', last_name: 'New', email: 'nora@example.com', password: 'a-good-password', password_confirmation: 'a-good-password',
};

describe('Fortify answers and the older ones', () => {
  it('login: 200 {"two_factor": false} and the older 204 are signed in; {"two_factor": true} asks for a code', async () => {
    const credentials = { email: 'user@example.com', password: 'password' };
    for (const [answer, twoFactor] of [
      [() => HttpResponse.json({ two_factor: false }), false],
      [() => new HttpResponse(null, { status: 204 }), false],
      [() => HttpResponse.json({ two_factor: true }), true],
    ] as const) {
      server.use(http.post(at('auth/login'), answer));
      await expect(login(credentials)).resolves.toBe(twoFactor);
    }
  });

  it('register: 201 with the JSON string "" or with the user', async () => {
    server.use(http.post(at('auth/register'), () => emptyJsonString(201)));
    await expect(registerWithSession(registration)).resolves.toBe('');
    server.use(http.post(at('auth/register'), () => HttpResponse.json({ data: { id: 6, email: 'nora@example.com' } }, { status: 201 })));
    await expect(registerWithSession(registration)).resolves.toMatchObject({ data: { id: 6 } });
  });

  it('verification notification: 202 with "" or a message is sent; 204 is verified already', async () => {
    const url = at('auth/email/verification-notification');
    server.use(http.post(url, () => emptyJsonString(202)));
    await expect(resendVerification()).resolves.toBe('sent');
    server.use(http.post(url, () => HttpResponse.json({ message: 'verification-link-sent' }, { status: 202 })));
    await expect(resendVerification()).resolves.toBe('sent');
    server.use(http.post(url, () => new HttpResponse(null, { status: 204 })));
    await expect(resendVerification()).resolves.toBe('verified');
  });

  it('password change: 200 with "" or with a message', async () => {
    const payload = { current_password: 'password', password: 'changed-pw', password_confirmation: 'changed-pw' };
    server.use(http.put(at('auth/user/password'), () => emptyJsonString(200)));
    await expect(changePassword(payload)).resolves.toBe('');
    server.use(http.put(at('auth/user/password'), () => HttpResponse.json({ message: 'Password updated.' })));
    await expect(changePassword(payload)).resolves.toEqual({ message: 'Password updated.' });
  });
});
