// E-mail verification links. Laravel signs /email/verify/{id}/{sha1(email)}?expires=…; the mock
// keeps the signature in a table instead of computing an HMAC, with the same effects: the link
// expires after 60 minutes (mock clock) and dies when the e-mail changes.
import { now, parseTimestamp, timestamp } from './clock';
import { db } from './db/database';
import type { UserRecord } from './db/records';
import type { VerificationLinkRecord } from './db/auth-records';
import { sendMail } from './mailbox';
import { randomHex } from './random';

const EXPIRE_MINUTES = 60;

/** FNV-1a: stands in for sha1(email), which browsers only offer asynchronously and on https. */
export function emailHash(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function sendVerificationMail(user: UserRecord, backendUrl: string, frontendUrl: string): void {
  const expires = new Date(now().getTime() + EXPIRE_MINUTES * 60_000);
  const link: VerificationLinkRecord = {
    user_id: user.id,
    signature: randomHex(64),
    expires_at: timestamp(expires),
    frontend_url: frontendUrl,
  };
  db().verification_links.push(link);
  const query = `expires=${Math.floor(expires.getTime() / 1000)}&signature=${link.signature}`;
  sendMail({
    to: user.email,
    subject: 'Verify Email Address',
    link: `${backendUrl}/auth/email/verify/${user.id}/${emailHash(user.email)}?${query}`,
  });
}

/** The link's record if id, hash and signature belong together and it has not expired. */
export function validLink(user: UserRecord, hash: string, signature: string | null): VerificationLinkRecord | undefined {
  if (hash !== emailHash(user.email)) return undefined;
  const link = db().verification_links.find((l) => l.user_id === user.id && l.signature === signature);
  return link && parseTimestamp(link.expires_at) > now().getTime() ? link : undefined;
}
