// The session-loss rules of http.ts: a 419 retries once after a fresh CSRF cookie; a session that is
// really gone (401, or 419 again) sends the browser to the sign-in page with redirect_path and the notice.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { setFeatureTree } from '@/stores/features';
import { LAST_USER_KEY, rememberLastUser, setSessionUser } from '@/stores/session';
import { server } from '../../mocks/node';
import { API, member, recordPreflights } from '../../tests/setup/http-recorder';
import { TEST_FRONTEND_URL } from '../../tests/setup/test-config';
import { HttpError } from './errors';
import { apiCall, resetHttp } from './http';

beforeEach(() => {
  resetHttp();
  setFeatureTree([]);
  setSessionUser(null);
  window.history.replaceState(null, '', '/admin/restaurants/create?tab=main#name');
});

/** `${API}/echo` answers each status in turn (the last one from then on), recording the XSRF header sent. */
function answers(...statuses: number[]) {
  const tokens: (string | null)[] = [];
  server.use(
    http.all(`${API}/echo`, ({ request }) => {
      tokens.push(request.headers.get('x-xsrf-token'));
      const status = statuses[Math.min(tokens.length, statuses.length) - 1]!;
      return HttpResponse.json(status === 200 ? { ok: true } : { message: 'CSRF token mismatch.' }, { status });
    }),
  );
  return tokens;
}

const SIGN_IN = `${TEST_FRONTEND_URL}/login?redirect_path=${encodeURIComponent('/admin/restaurants/create?tab=main#name')}&notice=session-ended`;

describe('419: the CSRF token expired', () => {
  it('fetches a fresh CSRF cookie and sends the call once more, with the new token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const preflights = recordPreflights();
    const tokens = answers(419, 200);
    await expect(apiCall('POST', 'echo', { body: { name: 'Chez Paul' } })).resolves.toEqual({ ok: true });
    expect(preflights).toHaveLength(1);
    expect(tokens).toEqual(['stale', 'fresh+token=']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that get 419 together', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const preflights = recordPreflights();
    server.use(
      http.post(`${API}/echo`, ({ request }) =>
        request.headers.get('x-xsrf-token') === 'stale'
          ? HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
          : HttpResponse.json({ ok: true }),
      ),
    );
    await Promise.all([apiCall('POST', 'echo'), apiCall('POST', 'echo'), apiCall('POST', 'echo')]);
    expect(preflights).toHaveLength(1);
  });

  it('419 again after the retry: the session is gone, so the sign-in page with redirect_path and the notice', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    rememberLastUser(member);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    recordPreflights();
    const tokens = answers(419, 419);
    await expect(apiCall('PUT', 'echo')).rejects.toMatchObject({ status: 419 });
    expect(tokens).toHaveLength(2); // once, and once more: never a loop
    expect(assign).toHaveBeenCalledExactlyOnceWith(SIGN_IN);
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
  });
});

describe('401: the session ended', () => {
  it('goes to the sign-in page under the frontend URL with redirect_path = path + query + hash and the notice', async () => {
    rememberLastUser(member);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(`${API}/echo`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(apiCall('GET', 'echo')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledExactlyOnceWith(SIGN_IN);
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
  });

  it('leaves once when several calls fail together', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(`${API}/echo`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await Promise.all([apiCall('GET', 'echo').catch(() => {}), apiCall('GET', 'echo').catch(() => {})]);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('stays where it is when the call opts out (the error is the caller\'s)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(`${API}/echo`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(apiCall('GET', 'echo', { skipAuthRedirect: true })).rejects.toBeInstanceOf(HttpError);
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    recordPreflights();
    answers(419, 419);
    await expect(apiCall('POST', 'echo', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 419 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the sign-in page itself, adds no redirect_path back to it', async () => {
    window.history.replaceState(null, '', '/login');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(`${API}/echo`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(apiCall('GET', 'echo')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(`${TEST_FRONTEND_URL}/login?notice=session-ended`);
  });
});
