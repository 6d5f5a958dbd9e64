// The landing's early menus request: sent at start for a visitor, not for one who was signed in
// (their tenant is not known yet, so the loader would ask again), nor on other pages.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/models';
import { resetHttp } from '@/api/http';
import { forgetLastUser, rememberLastUser } from '@/stores/session';
import { server } from '../../../mocks/node';
import { API } from '../../../tests/setup/http-recorder';
import { dateOfDay } from './landing-search';
import { primeLandingMenus } from './prime-menus';

function recordMenuRequests(): string[] {
  const urls: string[] = [];
  server.use(
    http.get(`${API}/public/menus`, ({ request }) => {
      urls.push(request.url);
      return HttpResponse.json({ data: [] });
    }),
  );
  return urls;
}

beforeEach(() => resetHttp());
afterEach(() => forgetLastUser());

describe('the landing menus asked for at start', () => {
  it("go out at once on the landing, in either language, with the URL's day", async () => {
    const urls = recordMenuRequests();
    primeLandingMenus({ pathname: '/fr/', search: '?day=tomorrow' });
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(new URL(urls[0]!).searchParams.get('date')).toBe(dateOfDay('tomorrow'));
  });

  it('wait for the session when the visitor was signed in last time, and are not asked on other pages', async () => {
    const urls = recordMenuRequests();
    rememberLastUser({ id: 3, email: 'user@example.com', first_name: 'Uma', last_name: 'User' } as User);
    primeLandingMenus({ pathname: '/', search: '' });
    forgetLastUser();
    primeLandingMenus({ pathname: '/checkout', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
  });
});
