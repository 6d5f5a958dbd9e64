// Fortify's password reset, password change and profile update routes.
import type { HttpHandler } from 'msw';
import { now, parseTimestamp, timestamp } from '../clock';
import { db } from '../db/database';
import { acceptInvitation, hasPendingInvitation, INVITATION_EXPIRE_MS } from '../db/invitations';
import { findUserByEmail, serializeUser, touchUser } from '../db/users';
import { sendMail } from '../mailbox';
import { translate } from '../messages';
import { emptyJsonString, json, messageResponse } from '../responses';
import { randomHex } from '../random';
import { route } from '../route';
import { email, fail, max, passwordRules, required, string, unique, validate, type Rule } from '../validation';
import { sendVerificationMail } from '../verification';
import { wantsRelationships } from './auth';

/** config('auth.passwords.users'): tokens live 60 minutes; one mail per user per 60 seconds. */
const RESET_EXPIRE_MS = 60 * 60_000;
const RESET_THROTTLE_MS = 60_000;

function resetRecord(userEmail: string) {
  return db().password_reset_tokens.find((r) => r.email === userEmail);
}

export function accountHandlers(): HttpHandler[] {
  return [
    route('post', '/auth/forgot-password', 'public', async ({ input, locale, frontendUrl }) => {
      const fields = validate(await input(), { email: [required, string, email] }, locale);
      const user = findUserByEmail(fields.email);
      if (!user) return fail('email', translate('passwordsUser', locale), locale);
      const existing = resetRecord(user.email);
      if (existing && parseTimestamp(existing.created_at) + RESET_THROTTLE_MS > now().getTime()) {
        return fail('email', translate('passwordsThrottled', locale), locale);
      }
      const token = randomHex(64);
      const table = db();
      table.password_reset_tokens = table.password_reset_tokens.filter((r) => r !== existing);
      table.password_reset_tokens.push({ email: user.email, token, created_at: timestamp(now()) });
      const link = `${frontendUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
      sendMail({ to: user.email, subject: 'Reset Password Notification', link });
      return messageResponse(200, translate('passwordsSent', locale));
    }),

    route('post', '/auth/reset-password', 'public', async ({ input, locale }) => {
      const fields = validate(
        await input(),
        { token: [required, string], email: [required, string, email], password: passwordRules },
        locale,
      );
      const user = findUserByEmail(fields.email);
      if (!user) return fail('email', translate('passwordsUser', locale), locale);
      const record = resetRecord(user.email);
      // An invited user's token is the invitation broker's: 7 days (db/invitations.ts).
      const lifetime = hasPendingInvitation(user) ? INVITATION_EXPIRE_MS : RESET_EXPIRE_MS;
      const expired = record !== undefined && parseTimestamp(record.created_at) + lifetime <= now().getTime();
      if (!record || record.token !== fields.token || expired) {
        return fail('email', translate('passwordsToken', locale), locale);
      }
      user.password = fields.password;
      acceptInvitation(user);
      touchUser(user);
      db().password_reset_tokens = db().password_reset_tokens.filter((r) => r !== record);
      return messageResponse(200, translate('passwordsReset', locale));
    }),

    route('put', '/auth/user/password', 'verified', async ({ input, locale, user }) => {
      const matchesCurrent: Rule = {
        check: (value) => (value === user.password ? undefined : { key: 'currentPassword' }),
      };
      const fields = validate(
        await input(),
        { current_password: [required, string, matchesCurrent], password: passwordRules },
        locale,
      );
      user.password = fields.password;
      touchUser(user);
      // Fortify's PasswordUpdateResponse: new JsonResponse('', 200).
      return emptyJsonString(200);
    }),

    // Fortify: a new e-mail is unverified until its link is followed.
    route('put', '/auth/user/profile-information', 'verified', async (context) => {
      const { user, locale } = context;
      const taken = (value: string) => {
        const holder = findUserByEmail(value);
        return holder !== undefined && holder !== user; // unique, ignoring the user's own row
      };
      const fields = validate(
        await context.input(),
        {
          first_name: [required, string, max(255)],
          last_name: [required, string, max(255)],
          email: [required, string, email, max(255), unique(taken)],
        },
        locale,
      );
      const emailChanged = fields.email !== user.email;
      Object.assign(user, { first_name: fields.first_name, last_name: fields.last_name, email: fields.email });
      if (emailChanged) {
        user.email_verified_at = null;
        sendVerificationMail(user, context.backendUrl, context.frontendUrl);
      }
      touchUser(user);
      return json({ data: serializeUser(user, wantsRelationships(context.url)) });
    }),
  ];
}
