// The Socialite drivers the mock backend offers (config/services.php), in the order the sign-in page
// shows them, and the rows of social_accounts.
import type { Id, SocialAccount, SocialProvider } from '@/api/models';
import { db } from '../db/database';
import type { UserRecord } from '../db/records';
import type { SocialAccountRecord } from '../db/auth-records';

export const SOCIAL_PROVIDERS: SocialProvider[] = [
  { name: 'google', label: 'Google' },
  { name: 'microsoft', label: 'Microsoft' },
  { name: 'github', label: 'GitHub' },
];

export function findProvider(name: string): SocialProvider | undefined {
  return SOCIAL_PROVIDERS.find((provider) => provider.name === name);
}

export function accountsOf(userId: Id): SocialAccountRecord[] {
  return db().social_accounts.filter((account) => account.user_id === userId);
}

/** The row of one provider account (the provider's own user id), whoever it is connected to. */
export function findProviderAccount(provider: string, providerUserId: string): SocialAccountRecord | undefined {
  return db().social_accounts.find((account) => account.provider === provider && account.provider_user_id === providerUserId);
}

export function serializeSocialAccount({ provider, email, nickname, created_at }: SocialAccountRecord): SocialAccount {
  return { provider, email, nickname, connected_at: created_at };
}

/** An account made through a provider, or invited and not yet accepted, has no usable password (empty). */
export function hasPassword(user: UserRecord): boolean {
  return user.password !== '';
}
