// Laravel's answer for an API route that does not exist. Must stay the last handler.
import { http, type HttpHandler } from 'msw';
import { notFound } from '../responses';

export function fallbackHandlers(): HttpHandler[] {
  return [
    http.all('*/api/v1/*', ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*?\/(api\/v1\/)/, '$1');
      return notFound(`The route ${path} could not be found.`);
    }),
  ];
}
