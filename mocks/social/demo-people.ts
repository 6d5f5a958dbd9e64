// The people the demo's stand-in for a provider offers to continue as (handlers/social-demo.ts): the
// provider accounts connected in the database (the seed's Uma and Ada, and anyone connected since),
// then a few who show the callback's other paths — a newcomer (a new account, or registration_closed),
// an address an account already has (email_taken) and one the provider has not verified.
import type { ProviderIdentity } from './callback';
import { db } from '../db/database';
import { findUser } from '../db/users';

function fixedPeople(provider: string): ProviderIdentity[] {
  const of = (id: string, name: string, email: string, emailVerified = true): ProviderIdentity => ({
    provider, id: `${provider}-${id}`, name, email, nickname: null, emailVerified,
  });
  return [
    of('noa', 'Noa Newcomer', `noa.newcomer@${provider}.example`),
    of('gus', 'Gus Globex', 'user2@example.com'),
    of('val', 'Val Unverified', `val.unverified@${provider}.example`, false),
  ];
}

export function demoPeople(provider: string): ProviderIdentity[] {
  const connected = db()
    .social_accounts.filter((account) => account.provider === provider)
    .flatMap((account): ProviderIdentity[] => {
      const user = findUser(account.user_id);
      if (!user) return [];
      const name = `${user.first_name} ${user.last_name}`.trim();
      return [{ provider, id: account.provider_user_id, name, email: account.email ?? user.email, nickname: account.nickname, emailVerified: true }];
    });
  const ids = new Set(connected.map((person) => person.id));
  return [...connected, ...fixedPeople(provider).filter((person) => !ids.has(person.id))];
}
