// One test per call rule of spec §7/§8 (requests): against the node mock with recording handlers.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAuthToken } from '@/lib/auth-token';
import { browserLocation } from '@/lib/browser';
import { setConfig } from '@/lib/config';
import { setFeatureTree } from '@/stores/features';
import { setSessionUser } from '@/stores/session';
import { server } from '../../mocks/node';
import { API, features, member, recordEcho, recordPreflights, superAdmin } from '../../tests/setup/http-recorder';
import { TEST_BACKEND_URL, testConfig } from '../../tests/setup/test-config';
import { apiCall, dropPrimedGets, primeApiGet, primeEarlyGet, resetHttp, setHttpNavigator } from './http';

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

  it("is the call's own choice over the cookie when the user belongs to it, else the usual one", async () => {
    setSessionUser(member);
    document.cookie = 'tenant_id=1; path=/';
    const requests = recordEcho();
    await apiCall('GET', 'echo', { tenantId: 2 });
    await apiCall('GET', 'echo', { tenantId: 99 });
    expect(requests.map((r) => new URL(r.url).searchParams.get('tenant_id'))).toEqual(['2', '1']);
  });
});

describe('primed GETs', () => {
  it('answer the first call for the same address, once; a call that differs asks anew', async () => {
    const requests = recordEcho();
    primeApiGet('echo', { date: '2026-11-22' });
    expect(requests).toHaveLength(0); // not sent yet: the handler records on arrival
    await expect(apiCall('GET', 'echo', { searchParams: { date: '2026-11-22' } })).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    await apiCall('GET', 'echo', { searchParams: { date: '2026-11-22' } });
    expect(requests).toHaveLength(2);

    primeApiGet('echo', { date: '2026-11-23' });
    await apiCall('GET', 'echo', { searchParams: { date: '2026-11-24' } });
    expect(requests.map((r) => new URL(r.url).searchParams.get('date')).sort()).toEqual(['2026-11-22', '2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('are forgotten once dropped: a later call asks the server again', async () => {
    const requests = recordEcho();
    primeApiGet('echo');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    dropPrimedGets();
    await apiCall('GET', 'echo');
    expect(requests).toHaveLength(2);
  });
});

describe('GETs the page started early (public/config-request.js)', () => {
  /** An answer as fetch gives it: the address it came from, and a JSON body. */
  function answer(url: string, status = 200) {
    const response = Response.json({ early: true }, { status });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  }

  afterEach(() => localStorage.clear());

  it('answer the call for the same address without asking again', async () => {
    const requests = recordEcho();
    primeEarlyGet('echo', Promise.resolve(answer(`${API}/echo`)));
    await expect(apiCall('GET', 'echo')).resolves.toEqual({ early: true });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['went elsewhere', Promise.resolve(answer(`${TEST_BACKEND_URL}/api/v2/echo`))],
    ['failed', Promise.resolve(undefined)],
    ['was refused', Promise.resolve(answer(`${API}/echo`, 500))],
  ])('are asked again when the early request %s', async (_case, early) => {
    const requests = recordEcho();
    primeEarlyGet('echo', early);
    await expect(apiCall('GET', 'echo')).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(1);
  });

  it('are asked again with the token of a token user', async () => {
    writeAuthToken('secret-token');
    const requests = recordEcho();
    primeEarlyGet('echo', Promise.resolve(answer(`${API}/echo`)));
    await apiCall('GET', 'echo');
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer secret-token']);
  });
});
