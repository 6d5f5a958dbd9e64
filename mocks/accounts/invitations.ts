// Sending an invitation, and forgetting a withdrawn one. The token is a password-reset token (the
// table Fortify's reset reads), so the link opens the SPA's reset-password page, flagged
// `invitation=1` for its wording; mocks/db/invitations.ts says how long it lasts and what accepting does.
// Laravel: `Password::broker('invitations')->createToken($user)` and a notification with that link.
import { now, timestamp } from '../clock';
import { db } from '../db/database';
import type { UserRecord } from '../db/records';
import { sendMail } from '../mailbox';
import { randomHex } from '../random';

export function invitationLink(frontendUrl: string, email: string, token: string): string {
  return `${frontendUrl}/reset-password?token=${token}&email=${encodeURIComponent(email)}&invitation=1`;
}

/** A new token (the old link stops working), a new mail, and the invitation's clock starts again. */
export function sendInvitation(user: UserRecord, inviter: UserRecord, frontendUrl: string): void {
  const data = db();
  const token = randomHex(64);
  const stamp = timestamp(now());
  data.password_reset_tokens = data.password_reset_tokens.filter((r) => r.email !== user.email);
  data.password_reset_tokens.push({ email: user.email, token, created_at: stamp });
  user.invitation_sent_at = stamp;
  user.invitation_accepted_at = null;
  const tenant = data.tenants.find((t) => user.tenant_ids.includes(t.id));
  const by = `${inviter.first_name} ${inviter.last_name}`.trim() || inviter.email;
  sendMail({
    to: user.email,
    subject: tenant ? `${by} invited you to join ${tenant.name}` : `${by} invited you`,
    link: invitationLink(frontendUrl, user.email, token),
  });
}

/** A withdrawn invitation: the never-activated user goes, with their token (their link then fails). */
export function forgetUser(user: UserRecord): void {
  const data = db();
  data.users = data.users.filter((u) => u !== user);
  data.password_reset_tokens = data.password_reset_tokens.filter((r) => r.email !== user.email);
  data.sessions = data.sessions.filter((s) => s.user_id !== user.id);
  data.personal_access_tokens = data.personal_access_tokens.filter((t) => t.user_id !== user.id);
  data.verification_links = data.verification_links.filter((l) => l.user_id !== user.id);
}
