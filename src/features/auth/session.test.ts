import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { login, requestToken } from '@/api/auth';
import { HttpError, NetworkError } from '@/api/errors';
import { readAuthToken, writeAuthToken } from '@/lib/auth-token';
import { LAST_USER_KEY, lastKnownUser, useSession } from '@/stores/session';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';
import { endSession, reloadSession, resetSession, sessionReady } from './session';

const USER_URL = `${TEST_BACKEND_URL}/api/v1/auth/user`;
const LOGOUT_URL = `${TEST_BACKEND_URL}/auth/logout`;

async function signedIn(email = 'user@example.com', remember = false) {
  resetSession();
  await login({ email, password: 'password', remember });
  return sessionReady();
}

describe('session', () => {
  it('starts unknown, then holds the signed-in user with roles, permissions and tenants', async () => {
    resetSession();
    expect(useSession.getState().user).toBeUndefined();
    await login({ email: 'admin@example.com', password: 'password' });
    const user = await sessionReady();
    expect(user).toMatchObject({ email: 'admin@example.com', tenants: [{ id: 1, name: 'Acme' }] });
    expect(user?.roles?.[0]?.permissions?.length).toBeGreaterThan(0);
  });

  it.each([401, 409, 419])('is logged out (null) when the user fetch answers %i, and forgets the last user', async (status) => {
    await signedIn();
    expect(lastKnownUser()).toMatchObject({ email: 'user@example.com' });
    server.use(http.get(USER_URL, () => HttpResponse.json({ message: 'No' }, { status })));
    await expect(reloadSession()).resolves.toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, loginError: undefined });
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
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
});

describe('offline session', () => {
  it('keeps the last known user, marked offline, when the user fetch cannot reach the backend', async () => {
    await signedIn('admin@example.com');
    resetSession(); // a new start
    server.use(http.get(USER_URL, () => HttpResponse.error()));
    const user = await sessionReady();
    expect(user).toMatchObject({ email: 'admin@example.com', tenants: [{ id: 1, name: 'Acme' }] });
    expect(user?.roles?.[0]?.permissions?.length).toBeGreaterThan(0); // guards and menus still work
    expect(useSession.getState()).toMatchObject({ offline: true, loginError: undefined });
  });

  it('asks the backend again once the browser is back online', async () => {
    await signedIn();
    resetSession();
    server.use(http.get(USER_URL, () => HttpResponse.error()));
    await sessionReady();
    server.resetHandlers();
    server.use(http.get(USER_URL, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => useSession.getState().user).toBeNull();
    expect(useSession.getState().offline).toBe(false);
  });

  it('is signed out (with the network error kept) when no user was ever known here', async () => {
    resetSession();
    server.use(http.get(USER_URL, () => HttpResponse.error()));
    await expect(sessionReady()).resolves.toBeNull();
    expect(useSession.getState().loginError).toBeInstanceOf(NetworkError);
  });
});

describe('sign-out', () => {
  it('is done when logout answers 204: the user and the last user are gone', async () => {
    await signedIn();
    await expect(endSession()).resolves.toBe(true);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
    await expect(reloadSession()).resolves.toBeNull();
  });

  it.each([true, false])('signs out for good after a 419 (lost server session, remember me %s)', async (remember) => {
    await signedIn('user@example.com', remember);
    db().sessions.splice(0); // the session store lost it; only a remember-me cookie may be left
    await expect(endSession()).resolves.toBe(true);
    expect(useSession.getState().user).toBeNull();
    // A reload asks the backend: the remember-me cookie was forgotten, nobody comes back.
    resetSession();
    await expect(sessionReady()).resolves.toBeNull();
  });

  it('keeps the user signed in, with the reason, when the backend still says signed in', async () => {
    await signedIn();
    server.use(http.post(LOGOUT_URL, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await expect(endSession()).resolves.toBe(false);
    expect(useSession.getState()).toMatchObject({ user: { email: 'user@example.com' } });
    expect(useSession.getState().signOutError).toMatchObject({ status: 500 });
    expect(lastKnownUser()).toMatchObject({ email: 'user@example.com' });
  });

  it('keeps the user signed in when the network fails', async () => {
    await signedIn();
    server.use(http.post(LOGOUT_URL, () => HttpResponse.error()));
    await expect(endSession()).resolves.toBe(false);
    expect(useSession.getState().user).toMatchObject({ email: 'user@example.com' });
    expect(useSession.getState().signOutError).toBeInstanceOf(NetworkError);
  });

  it('is done when logout failed but the user fetch now answers 401', async () => {
    await signedIn();
    server.use(
      http.post(LOGOUT_URL, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.get(USER_URL, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    await expect(endSession()).resolves.toBe(true);
    expect(useSession.getState()).toMatchObject({ user: null, signOutError: undefined });
  });

});

describe('token mode sign-out', () => {
  const TOKEN_URL = `${TEST_BACKEND_URL}/api/v1/auth/token`;

  async function signedInWithToken(): Promise<string> {
    resetSession();
    const token = await requestToken({ email: 'user@example.com', password: 'password', device_name: 'vitest' });
    writeAuthToken(token);
    await sessionReady();
    return token;
  }

  /** The token as another client would use it: does the server still accept it? */
  const serverAccepts = async (token: string) =>
    (await fetch(`${USER_URL}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })).status === 200;

  it('revokes the token on the server (DELETE api/v1/auth/token), never calling auth/logout', async () => {
    const token = await signedInWithToken();
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    try {
      await expect(endSession()).resolves.toBe(true);
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(calls.filter((call) => !call.endsWith('/sanctum/csrf-cookie'))).toEqual(['DELETE /api/v1/auth/token']);
    expect(useSession.getState()).toMatchObject({ user: null, signOutError: undefined });
    expect(readAuthToken()).toBeNull();
    expect(await serverAccepts(token)).toBe(false);
  });

  it('keeps the user signed in, token and all, when the network is down; Try again revokes it', async () => {
    const token = await signedInWithToken();
    server.use(http.delete(TOKEN_URL, () => HttpResponse.error()), http.get(USER_URL, () => HttpResponse.error()));
    await expect(endSession()).resolves.toBe(false);
    expect(useSession.getState().user).toMatchObject({ email: 'user@example.com' });
    expect(useSession.getState().signOutError).toBeInstanceOf(NetworkError);
    expect(readAuthToken()).toBe(token);
    server.resetHandlers();
    expect(await serverAccepts(token)).toBe(true);
    await expect(endSession()).resolves.toBe(true);
    expect(await serverAccepts(token)).toBe(false);
  });

  it('is done when the server answers 401: the token was gone already', async () => {
    const token = await signedInWithToken();
    db().personal_access_tokens.splice(0); // revoked elsewhere (another tab, an administrator)
    await expect(endSession()).resolves.toBe(true);
    expect(useSession.getState()).toMatchObject({ user: null, signOutError: undefined });
    expect(readAuthToken()).toBeNull();
    expect(await serverAccepts(token)).toBe(false);
  });

  it('keeps the user signed in when the server fails and still accepts the token', async () => {
    await signedInWithToken();
    server.use(http.delete(TOKEN_URL, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await expect(endSession()).resolves.toBe(false);
    expect(useSession.getState().signOutError).toMatchObject({ status: 500 });
    expect(readAuthToken()).not.toBeNull();
  });
});
