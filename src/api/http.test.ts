// One test per call rule of spec §7/§8, against the node mock (msw) with recording handlers.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/models';
import { writeAuthToken } from '@/lib/auth-token';
import { browserLocation } from '@/lib/browser';
import { setConfig } from '@/lib/config';
import { setFeatureTree } from '@/stores/features';
import { setSessionUser } from '@/stores/session';
import { server } from '../../mocks/node';
import { TEST_BACKEND_URL, TEST_FRONTEND_URL, testConfig } from '../../tests/setup/test-config';
import { HttpError, NetworkError, ValidationError } from './errors';
import { apiCall, backendCall, resetHttp, setHttpNavigator } from './http';

const API = `${TEST_BACKEND_URL}/api/v1`;

/** Records every request to `${API}/echo` and answers `{ ok: true }`. */
function recordEcho(status = 200) {
  const requests: Request[] = [];
  server.use(
    http.all(`${API}/echo`, ({ request }) => {
      requests.push(request.clone());
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ ok: true }, { status });
    }),
  );
  return requests;
}

function recordPreflights() {
  const preflights: Request[] = [];
  server.use(
    http.get(`${TEST_BACKEND_URL}/sanctum/csrf-cookie`, ({ request }) => {
      preflights.push(request);
      document.cookie = 'XSRF-TOKEN=fresh%2Btoken%3D; path=/';
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return preflights;
}

function features(...names: string[]) {
  setFeatureTree(names.map((name, i) => ({ id: i + 1, name, enabled: true, children: [] })));
}

const member: User = {
  id: 3,
  email: 'user@example.com',
  first_name: 'Uma',
  last_name: 'User',
  email_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  roles: [{ id: 3, name: 'user', permissions: [] }],
  tenants: [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Globex' },
  ],
};
const superAdmin: User = { ...member, roles: [{ id: 1, name: 'super_admin', permissions: [{ id: 1, name: 'all' }] }] };

beforeEach(() => {
  resetHttp();
  setFeatureTree([]);
  setSessionUser(null);
});
afterEach(() => setHttpNavigator((path) => browserLocation.assign(path)));

describe('request basics', () => {
  it('prefixes api calls with {backend}/api/v{n}/', async () => {
    const requests = recordEcho();
    await apiCall('GET', 'echo');
    expect(requests[0]?.url).toBe(`${API}/echo`);

    setConfig(testConfig({ apiVersion: 2 }));
    resetHttp();
    server.use(http.get(`${TEST_BACKEND_URL}/api/v2/echo`, () => HttpResponse.json({ v: 2 })));
    await expect(apiCall('GET', 'echo')).resolves.toEqual({ v: 2 });
  });

  it('sends Accept: application/json and credentials', async () => {
    const requests = recordEcho();
    await apiCall('GET', 'echo');
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('sends Accept-Language only with localization on: cookie, else browser, else en', async () => {
    const requests = recordEcho();
    await apiCall('GET', 'echo');
    expect(requests[0]?.headers.get('accept-language')).toBeNull();

    features('localization');
    await apiCall('GET', 'echo');
    expect(requests[1]?.headers.get('accept-language')).toBe('en'); // jsdom's browser language is en-US

    document.cookie = 'locale=fr; path=/';
    await apiCall('GET', 'echo');
    expect(requests[2]?.headers.get('accept-language')).toBe('fr');
  });
});

describe('authentication headers', () => {
  it('sends the stored token as a bearer header instead of the XSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    writeAuthToken('7|secret');
    const requests = recordEcho();
    await apiCall('GET', 'echo');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer 7|secret');
    expect(requests[0]?.headers.get('x-xsrf-token')).toBeNull();
  });

  it('sends the URL-decoded XSRF cookie, read fresh for every call', async () => {
    const requests = recordEcho();
    document.cookie = 'XSRF-TOKEN=first%2Bvalue%3D; path=/';
    await apiCall('POST', 'echo');
    document.cookie = 'XSRF-TOKEN=second%3D%3D; path=/';
    await apiCall('POST', 'echo');
    expect(requests.map((r) => r.headers.get('x-xsrf-token'))).toEqual(['first+value=', 'second==']);
  });
});

describe('CSRF preflight', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('fetches the CSRF cookie before %s when it is missing', async (method) => {
    const preflights = recordPreflights();
    const requests = recordEcho();
    await apiCall(method, 'echo');
    expect(preflights).toHaveLength(1);
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('fresh+token=');
  });

  it('makes no preflight for GET or when the cookie exists', async () => {
    const preflights = recordPreflights();
    recordEcho();
    await apiCall('GET', 'echo');
    document.cookie = 'XSRF-TOKEN=present; path=/';
    await apiCall('POST', 'echo');
    expect(preflights).toHaveLength(0);
  });

  it('shares one preflight between concurrent writes', async () => {
    const preflights = recordPreflights();
    const requests = recordEcho();
    await Promise.all([apiCall('POST', 'echo'), apiCall('PUT', 'echo'), apiCall('DELETE', 'echo')]);
    expect(preflights).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });
});

describe('tenant_id', () => {
  beforeEach(() => {
    features('multi-tenancy');
    document.cookie = 'XSRF-TOKEN=x; path=/';
  });

  it('is added on GET, POST and PUT with multi-tenancy on, never on PATCH or DELETE', async () => {
    setSessionUser(member);
    document.cookie = 'tenant_id=2; path=/';
    const requests = recordEcho();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) await apiCall(method, 'echo');
    expect(requests.map((r) => new URL(r.url).searchParams.get('tenant_id'))).toEqual(['2', '2', '2', null, null]);
  });

  it('is not added with multi-tenancy off', async () => {
    features();
    setSessionUser(member);
    document.cookie = 'tenant_id=2; path=/';
    const requests = recordEcho();
    await apiCall('GET', 'echo');
    expect(new URL(requests[0]!.url).searchParams.has('tenant_id')).toBe(false);
  });

  it('falls back to the first tenant for an invalid id, but leaves super admin reads unbound', async () => {
    document.cookie = 'tenant_id=abc; path=/';
    const requests = recordEcho();
    setSessionUser(member);
    await apiCall('GET', 'echo');
    setSessionUser(superAdmin);
    await apiCall('GET', 'echo');
    await apiCall('POST', 'echo');
    expect(requests.map((r) => new URL(r.url).searchParams.get('tenant_id'))).toEqual(['1', null, '1']);
  });
});

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
  it.each([401, 403, 419])('sends the browser to the frontend URL on %i unless the call opts out', async (status) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(`${API}/echo`, () => HttpResponse.json({ message: 'No' }, { status })));
    await expect(apiCall('GET', 'echo')).rejects.toMatchObject({ status });
    expect(assign).toHaveBeenCalledWith(TEST_FRONTEND_URL);

    assign.mockClear();
    await expect(apiCall('GET', 'echo', { skipAuthRedirect: true })).rejects.toBeInstanceOf(HttpError);
    expect(assign).not.toHaveBeenCalled();
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
