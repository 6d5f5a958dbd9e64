// API calls made from inside the page, with the session of the account signed in there: the
// browser sends the cookies and an Origin, and the XSRF header is read from the cookie as the app
// reads it, so a deployment's CORS and CSRF rules apply as to the app itself (a call from the
// runner would have neither an Origin nor the cookies).
import type { Page } from '@playwright/test';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** `path` is relative to the backend, e.g. 'api/v1/restaurants/3'. */
export async function apiCall(page: Page, backendUrl: string, method: ApiMethod, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ backendUrl, method, path, body }) => {
      const xsrf = () => {
        const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
        return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined;
      };
      if (method !== 'GET' && !xsrf()) await fetch(`${backendUrl}/sanctum/csrf-cookie`, { credentials: 'include' });
      const token = xsrf();
      const response = await fetch(`${backendUrl}/${path}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(token ? { 'X-XSRF-TOKEN': token } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        // Not JSON: the text is the answer.
      }
      return { status: response.status, body: parsed };
    },
    { backendUrl, method, path, body },
  );
}
