// Laravel's JSON answers and error shapes. Helpers return a Response; route handlers may also
// `throw` one (e.g. a 422) and the route pipeline answers with it.
import { HttpResponse } from 'msw';
import type { ValidationErrorBody } from '@/api/models';
import { translate, type Locale } from './messages';

/**
 * Marks every answer of the mock backend (not Laravel's): the contract check validates these and
 * skips the ad-hoc doubles tests install with server.use(...).
 */
export const MOCK_BACKEND_HEADER = 'X-Mock-Backend';
const mark = (headers?: HeadersInit): Headers => {
  const marked = new Headers(headers);
  marked.set(MOCK_BACKEND_HEADER, '1');
  return marked;
};

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers: mark(headers) });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204, headers: mark() });
}

/**
 * Fortify's "no content" answers with another status than 204: `new JsonResponse('', $status)` is
 * JSON-encoded, so the body is the two characters `""` (Content-Type application/json).
 */
export function emptyJsonString(status: number): Response {
  return new HttpResponse('""', { status, headers: mark({ 'Content-Type': 'application/json' }) });
}

export function messageResponse(status: number, message: string, headers?: HeadersInit): Response {
  return json({ message }, status, headers);
}

export const unauthenticated = (): Response => messageResponse(401, 'Unauthenticated.');
export const forbidden = (): Response => messageResponse(403, 'This action is unauthorized.');
export const notFound = (message = 'Not Found'): Response => messageResponse(404, message);
export const unverifiedEmail = (): Response => messageResponse(409, 'Your email address is not verified.');
export const csrfMismatch = (): Response => messageResponse(419, 'CSRF token mismatch.');
export const serverError = (): Response => messageResponse(500, 'Server Error');

/** Laravel's ThrottleRequestsException answer. */
export function throttled(retryAfterSeconds: number): Response {
  return messageResponse(429, 'Too Many Attempts.', { 'Retry-After': String(retryAfterSeconds) });
}

/** ValidationException::summarize(): the first message, plus "(and N more errors)". */
export function validationBody(errors: Record<string, string[]>, locale: Locale): ValidationErrorBody {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  const message =
    more > 0 ? `${first} ${translate(more === 1 ? 'moreError' : 'moreErrors', locale, { count: more })}` : first;
  return { message, errors };
}

export function validationError(errors: Record<string, string[]>, locale: Locale): Response {
  return json(validationBody(errors, locale), 422);
}

export function redirect(location: string): Response {
  return new HttpResponse(null, { status: 302, headers: mark({ Location: location }) });
}
