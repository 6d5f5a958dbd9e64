// */__mock/social/* — the demo's stand-in for a provider and for the backend's callback: the demo's
// consent page (src/features/auth/demo-consent-page.tsx, demo build only) lists the people a provider
// would offer, and its choice runs the callback (social/callback.ts) and answers where the backend
// would redirect the browser, with the session cookies a backend would set. Never in production.
import { http, type HttpHandler } from 'msw';
import { isSocialErrorCode, SOCIAL_CONNECTED_PARAM, SOCIAL_ERROR_PARAM } from '@/lib/social-login';
import { requestCookies } from '../cookies';
import { saveDb } from '../db/database';
import type { UserRecord } from '../db/records';
import { findUser } from '../db/users';
import { frontendUrlOf } from '../frontend-url';
import { json, notFound, validationError } from '../responses';
import { findSession, regenerateSession, withSessionCookies } from '../sanctum';
import { predictCallback, runCallback } from '../social/callback';
import { demoPeople } from '../social/demo-people';
import { findProvider } from '../social/providers';

function sessionOf(request: Request, cookies: Record<string, string>) {
  const session = findSession(requestCookies(request, cookies));
  const user: UserRecord | undefined = session?.user_id == null ? undefined : findUser(session.user_id);
  return { session, user };
}

/** A path of the frontend (the backend appends it to FRONTEND_URL), else the fallback. */
function pathOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = query.toString();
  return text ? `${base}${base.includes('?') ? '&' : '?'}${text}` : base;
}

export function socialDemoHandlers(): HttpHandler[] {
  return [
    // ?connect=1: what each person would do for the signed-in person (connect, or email_taken).
    http.get('*/__mock/social/:provider/people', ({ request, params, cookies }) => {
      const provider = findProvider(String(params.provider));
      if (!provider) return notFound();
      const connect = new URL(request.url).searchParams.get('connect') === '1';
      const signedIn = connect ? sessionOf(request, cookies).user : undefined;
      return json({
        provider,
        data: demoPeople(provider.name).map((person) => {
          const outcome = predictCallback(person, signedIn);
          return {
            id: person.id, name: person.name, email: person.email,
            outcome: outcome.kind === 'error' ? outcome.code : outcome.kind,
          };
        }),
      });
    }),

    // Body: { person } (a person's id) or { error } (a code to come back with, as when the visitor
    // cancels), plus what the redirect carried (redirect_path, connect) and the frontend's sign-in path.
    http.post('*/__mock/social/:provider/callback', async ({ request, params, cookies }) => {
      const provider = findProvider(String(params.provider));
      if (!provider) return notFound();
      const input = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      const { session, user: sessionUser } = sessionOf(request, cookies);
      const connect = input.connect === true && sessionUser !== undefined;
      const redirectPath = typeof input.redirect_path === 'string' && input.redirect_path !== '' ? input.redirect_path : undefined;
      const frontend = frontendUrlOf(request);
      let error = isSocialErrorCode(input.error) ? input.error : undefined;
      let user: UserRecord | undefined;
      if (!error) {
        const person = demoPeople(provider.name).find((candidate) => candidate.id === input.person);
        if (!person) return validationError({ person: ['Choose one of the people of GET __mock/social/{provider}/people.'] }, 'en');
        ({ user, error } = runCallback(person, connect ? sessionUser : undefined));
      }
      if (connect) {
        const back = `${frontend}${pathOr(redirectPath, '/')}`;
        const location = withQuery(back, error ? { [SOCIAL_ERROR_PARAM]: error } : { [SOCIAL_CONNECTED_PARAM]: provider.name });
        saveDb();
        return json({ location });
      }
      const signIn = `${frontend}${pathOr(input.login_path, '/login')}`;
      const location = withQuery(signIn, { [SOCIAL_ERROR_PARAM]: error, redirect_path: redirectPath });
      // Auth::login($user): the session regenerated with the user in it, its cookies set.
      const response = json({ location });
      if (user) withSessionCookies(response, request, regenerateSession(session, user.id));
      saveDb();
      return response;
    }),
  ];
}
