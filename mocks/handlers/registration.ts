// Registration (Fortify's session route and the token-mode API route), the e-mail availability
// check, and e-mail verification (notification + the signed link from the mail).
import type { HttpHandler } from 'msw';
import type { CheckEmailResponse } from '@/api/models';
import { now, timestamp } from '../clock';
import { saveDb } from '../db/database';
import { createUser, findUser, findUserByEmail, serializeUser, touchUser } from '../db/users';
import { emptyJsonString, json, messageResponse, noContent, notFound, redirect } from '../responses';
import { route, type RouteContext } from '../route';
import { regenerateSession, withSessionCookies } from '../sanctum';
import { email, max, passwordRules, required, string, unique, validate } from '../validation';
import { sendVerificationMail, validLink } from '../verification';

/** Fortify's CreateNewUser rules, with first and last name. */
async function register(context: RouteContext<'public'>) {
  const fields = validate(
    await context.input(),
    {
      first_name: [required, string, max(255)],
      last_name: [required, string, max(255)],
      email: [required, string, email, max(255), unique((value) => findUserByEmail(value) !== undefined)],
      password: passwordRules,
    },
    context.locale,
  );
  const user = createUser(fields);
  // The Registered event sends the verification mail.
  sendVerificationMail(user, context.backendUrl, context.frontendUrl);
  return user;
}

export function registrationHandlers(): HttpHandler[] {
  return [
    // Fortify logs the new user in (session regenerated, new cookies) and answers 201 with the JSON
    // string "" (src/Http/Responses/RegisterResponse.php: new JsonResponse('', 201)).
    route('post', '/auth/register', 'public', async (context) => {
      const user = await register(context);
      return withSessionCookies(emptyJsonString(201), context.request, regenerateSession(context.session, user.id));
    }),

    // Token mode: no login here; the client asks api/v1/auth/token next.
    route('post', '/api/v1/register', 'public', async (context) =>
      json({ data: serializeUser(await register(context)) }, 201),
    ),

    route('post', '/api/v1/register/check-email', 'public', async ({ input, locale }) => {
      const fields = validate(await input(), { email: [required, string, email] }, locale);
      const body: CheckEmailResponse = { available: findUserByEmail(fields.email) === undefined };
      return json(body);
    }),

    // Fortify's EmailVerificationNotificationController: 204 when already verified, else the mail and
    // EmailVerificationNotificationSentResponse's new JsonResponse('', 202).
    route('post', '/auth/email/verification-notification', 'auth', ({ user, backendUrl, frontendUrl }) => {
      if (user.email_verified_at !== null) return noContent();
      sendVerificationMail(user, backendUrl, frontendUrl);
      return emptyJsonString(202);
    }),

    // Opened from the mail (a navigation, so no CSRF); the signature stands in for the login.
    route('get', '/auth/email/verify/{id}/{hash}', 'public', ({ params, url }) => {
      const user = findUser(Number(params.id));
      if (!user) return notFound();
      const link = validLink(user, params.hash ?? '', url.searchParams.get('signature'));
      if (!link) return messageResponse(403, 'Invalid signature.');
      if (user.email_verified_at === null) {
        user.email_verified_at = timestamp(now());
        touchUser(user);
        saveDb();
      }
      return redirect(`${link.frontend_url}/admin/dashboard?verified=1`);
    }),
  ];
}
