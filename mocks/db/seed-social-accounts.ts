// The seed's connected provider accounts (Socialite, table social_accounts): user@example.com has
// Google and GitHub, admin@example.com Microsoft, so the demo's consent page can sign either in.
import type { SocialAccountRecord } from './auth-records';
import { SEED_TIME } from './seed-time';

export function seedSocialAccounts(): SocialAccountRecord[] {
  const rows: Omit<SocialAccountRecord, 'id' | 'created_at' | 'updated_at'>[] = [
    { user_id: 3, provider: 'google', provider_user_id: '104857600123456789012', email: 'user@example.com', nickname: null },
    { user_id: 3, provider: 'github', provider_user_id: '5551203', email: 'user@example.com', nickname: 'uma-user' },
    { user_id: 2, provider: 'microsoft', provider_user_id: '00000000-0000-0000-a1b2-0000000000a2', email: 'admin@example.com', nickname: null },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row, created_at: SEED_TIME, updated_at: SEED_TIME }));
}
