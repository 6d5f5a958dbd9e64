// Where a user's invitation stands (contract: User.invitation): waiting to be accepted, past its
// expiry (the link no longer works: send it again), or none (never invited, or accepted).
import type { User } from '@/api/models';

export type InvitationState = 'pending' | 'expired';

export function invitationState(user: Pick<User, 'invitation'>, now: number = Date.now()): InvitationState | undefined {
  const invitation = user.invitation;
  if (!invitation) return undefined;
  // Laravel's microseconds, trimmed: not every engine parses more than milliseconds.
  const expires = Date.parse(invitation.expires_at.replace(/(\.\d{3})\d+/, '$1'));
  return expires <= now ? 'expired' : 'pending';
}
