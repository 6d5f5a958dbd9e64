// One test per call rule of spec §7/§8 (encoding and answers): against the node mock.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { setFeatureTree } from '@/stores/features';
import { setSessionUser } from '@/stores/session';
import { server } from '../../mocks/node';
import { API, recordEcho } from '../../tests/setup/http-recorder';
import { TEST_BACKEND_URL, TEST_FRONTEND_URL } from '../../tests/setup/test-config';
import { HttpError, NetworkError, TimeoutError, ValidationError } from './errors';
import { apiCall, backendCall, resetHttp, setHttpNavigator } from './http';

beforeEach(() => {
  resetHttp();
  setFeatureTree([]);
  setSessionUser(null);
});
afterEach(() => setHttpNavigator((path) => browserLocation.assign(path)));

describe('query and body encoding', () => {
  it('repeats keys for arrays and skips empty values except 0', async () => {
    const requests = recordEcho();
    await apiCall('GET', 'echo', {
      searchParams: { 'status[]': ['PLACED', 'RECEIVED'], page: 0, search: '', missing: undefined, none: null, active: true },
    });
    expect(new URL(requests[0]!.url).search).toBe('?status%5B%5D=PLACED&status%5B%5D=RECEIVED&page=0&active=1');
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
    const requests = recordEcho();
    await apiCall('POST', 'echo', { body: { name: 'Acme' } });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiCall('POST', 'echo', { body: form });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ name: 'Acme' });
    expect(requests[1]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers undefined for 204 without parsing the body', async () => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
    recordEcho(204);
    await expect(apiCall('DELETE', 'echo')).resolves.toBeUndefined();
  });
});

describe('error answers', () => {
  it('sends the browser to the frontend URL on a 403 read unless the call opts out; a 403 write stays', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    document.cookie = 'XSRF-TOKEN=x; path=/';
    server.use(http.all(`${API}/echo`, () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })));
    await expect(apiCall('GET', 'echo')).rejects.toMatchObject({ status: 403 });
    expect(assign).toHaveBeenCalledWith(TEST_FRONTEND_URL);

    assign.mockClear();
    await expect(apiCall('GET', 'echo', { skipAuthRedirect: true })).rejects.toBeInstanceOf(HttpError);
    // What the user typed stays on screen: the form shows "You are not allowed to do this."
    await expect(apiCall('POST', 'echo')).rejects.toMatchObject({ status: 403 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns a timeout into a TimeoutError (a NetworkError, so Retry applies)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${API}/echo`, () => delay('infinite')));
      const call = apiCall('GET', 'echo').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(30_001);
      const error = await call;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toBeInstanceOf(NetworkError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to /verify-email on 409 unless the call opts out', async () => {
    const navigate = vi.fn();
    setHttpNavigator(navigate);
    server.use(http.get(`${API}/echo`, () => HttpResponse.json({ message: 'Unverified' }, { status: 409 })));
    await expect(apiCall('GET', 'echo')).rejects.toMatchObject({ status: 409 });
    expect(navigate).toHaveBeenCalledWith('/verify-email');

    navigate.mockClear();
    await expect(apiCall('GET', 'echo', { skipVerifyRedirect: true })).rejects.toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a network failure into one NetworkError with the retry message', async () => {
    server.use(http.get(`${API}/echo`, () => HttpResponse.error()));
    const error = await apiCall('GET', 'echo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Failed to connect to the API server');
  });

  it('turns a failed CSRF preflight into a NetworkError too', async () => {
    server.use(http.get(`${TEST_BACKEND_URL}/sanctum/csrf-cookie`, () => HttpResponse.error()));
    await expect(apiCall('POST', 'echo')).rejects.toBeInstanceOf(NetworkError);
  });

  it('maps 422 to { message, fieldErrors } with dot-notation keys', async () => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
    server.use(
      http.post(`${API}/echo`, () =>
        HttpResponse.json(
          { message: 'The quantity field is required.', errors: { 'items.0.quantity': ['The quantity field is required.'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await apiCall('POST', 'echo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      message: 'The quantity field is required.',
      fieldErrors: { 'items.0.quantity': ['The quantity field is required.'] },
    });
  });

  it('keeps Retry-After on 429', async () => {
    server.use(
      http.post(`${TEST_BACKEND_URL}/auth/login`, () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    document.cookie = 'XSRF-TOKEN=x; path=/';
    await expect(backendCall('POST', 'auth/login')).rejects.toMatchObject({ status: 429, retryAfter: 42 });
  });
});
