import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/auth';
import { HttpError } from '@/api/errors';
import { readAuthToken, writeAuthToken } from '@/lib/auth-token';
import { useSession } from '@/stores/session';
import { server } from '../../../mocks/node';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';
import { endSession, reloadSession, resetSession, sessionReady } from './session';

const USER_URL = `${TEST_BACKEND_URL}/api/v1/auth/user`;

describe('session', () => {
  it('starts unknown, then holds the signed-in user with roles, permissions and tenants', async () => {
    resetSession();
    expect(useSession.getState().user).toBeUndefined();
    await login({ email: 'admin@example.com', password: 'password' });
    const user = await sessionReady();
    expect(user).toMatchObject({ email: 'admin@example.com', tenants: [{ id: 1, name: 'Acme' }] });
    expect(user?.roles?.[0]?.permissions?.length).toBeGreaterThan(0);
  });

  it.each([401, 409, 419])('is logged out (null) when the user fetch answers %i', async (status) => {
    resetSession();
    server.use(http.get(USER_URL, () => HttpResponse.json({ message: 'No' }, { status })));
    await expect(sessionReady()).resolves.toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, loginError: undefined });
  });

  it('keeps any other failure as the login error', async () => {
    resetSession();
    server.use(http.get(USER_URL, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await expect(sessionReady()).resolves.toBeNull();
    expect(useSession.getState().loginError).toBeInstanceOf(HttpError);
    server.resetHandlers();
    await login({ email: 'user@example.com', password: 'password' });
    await expect(reloadSession()).resolves.toMatchObject({ email: 'user@example.com' });
    expect(useSession.getState().loginError).toBeUndefined();
  });

  it('sign-out clears the user and the token, even when the backend call fails', async () => {
    resetSession();
    await login({ email: 'user@example.com', password: 'password' });
    await sessionReady();
    writeAuthToken('1|abc');
    server.use(http.post(`${TEST_BACKEND_URL}/auth/logout`, () => HttpResponse.error()));
    await endSession();
    expect(useSession.getState().user).toBeNull();
    expect(readAuthToken()).toBeNull();
    await expect(sessionReady()).resolves.toBeNull();
  });
});
