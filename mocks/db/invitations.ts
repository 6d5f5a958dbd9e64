// Invitations (contract: User.invitation, POST /api/v1/users with `invite`): an invited user has no
// usable password until they choose one through the link of their invitation mail, a password-reset
// token that lasts 7 days instead of 60 minutes (Laravel: a second password broker, `invitations`,
// with `expire` 10080). Choosing the password accepts the invitation and verifies the e-mail.
import type { UserInvitation } from '@/api/models';
import { now, parseTimestamp, timestamp } from '../clock';
import type { UserRecord } from './records';

export const INVITATION_EXPIRE_MS = 7 * 24 * 60 * 60_000;

/** Sent and not accepted yet (expired or not). */
export function hasPendingInvitation(user: UserRecord): boolean {
  return Boolean(user.invitation_sent_at) && !user.invitation_accepted_at;
}

export function serializeInvitation(user: UserRecord): UserInvitation | null {
  if (!hasPendingInvitation(user)) return null;
  const sent = parseTimestamp(user.invitation_sent_at!);
  return { sent_at: user.invitation_sent_at!, expires_at: timestamp(new Date(sent + INVITATION_EXPIRE_MS)) };
}

/** The user chose their password through the link: the invitation is accepted, the e-mail verified. */
export function acceptInvitation(user: UserRecord): void {
  if (!hasPendingInvitation(user)) return;
  const stamp = timestamp(now());
  user.invitation_accepted_at = stamp;
  user.email_verified_at ??= stamp;
}
