// Recording handlers and fixtures for the HTTP client's unit tests (src/api/http*.test.ts).
import { http, HttpResponse } from 'msw';
import type { User } from '@/api/models';
import { setFeatureTree } from '@/stores/features';
import { server } from '../../mocks/node';
import { TEST_BACKEND_URL } from './test-config';

export const API = `${TEST_BACKEND_URL}/api/v1`;

/** Records every request to `${API}/echo` and answers `{ ok: true }`. */
export function recordEcho(status = 200) {
  const requests: Request[] = [];
  server.use(
    http.all(`${API}/echo`, ({ request }) => {
      requests.push(request.clone());
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ ok: true }, { status });
    }),
  );
  return requests;
}

export function recordPreflights() {
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

export function features(...names: string[]) {
  setFeatureTree(names.map((name, i) => ({ id: i + 1, name, enabled: true, children: [] })));
}

export const member: User = {
  id: 3,
  email: 'user@example.com',
  first_name: 'Uma',
  last_name: 'User',
  email_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  roles: [{ id: 3, name: 'user', label: 'User', permissions: [] }],
  tenants: [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Globex' },
  ],
};
export const superAdmin: User = { ...member, roles: [{ id: 1, name: 'super_admin', label: 'Super administrator', permissions: [{ id: 1, name: 'all' }] }] };

