// What the backend's `GET /auth/{provider}/callback` does with the person the provider sends back
// (Socialite::driver($provider)->user()), as a Laravel backend would: sign in the account connected
// to that provider account, or create one, or — with `connect=1` — connect it to the signed-in person;
// else one of the contract's error codes (listSocialProviders). The demo's consent page stands in for
// the provider (handlers/social-demo.ts); the rules are here so tests read them without the page.
import type { SocialErrorCode } from '@/lib/social-login';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import { now, timestamp } from '../clock';
import { db } from '../db/database';
import { writeLog } from '../db/logs';
import { MODEL_USER } from '../db/model-types';
import { nextId } from '../db/next-id';
import type { UserRecord } from '../db/records';
import type { SocialAccountRecord } from '../db/auth-records';
import { createUser, findUser, findUserByEmail, touchUser } from '../db/users';
import { featureTree } from '../handlers/public';
import { findProviderAccount } from './providers';

/** Socialite's user, as the provider gives it. */
export interface ProviderIdentity {
  provider: string;
  id: string;
  name: string;
  email: string;
  nickname: string | null;
  /** The provider says the address is its owner's (Google's `email_verified`, GitHub's primary verified e-mail). */
  emailVerified: boolean;
}

export type CallbackOutcome =
  | { kind: 'signs_in'; user: UserRecord }
  | { kind: 'creates_account' }
  | { kind: 'connects' }
  | { kind: 'error'; code: SocialErrorCode };

/** What the callback would do, without doing it (the consent page says it beside each person). */
export function predictCallback(identity: ProviderIdentity, signedIn: UserRecord | undefined): CallbackOutcome {
  if (!identity.emailVerified) return { kind: 'error', code: 'unverified_email' };
  const account = findProviderAccount(identity.provider, identity.id);
  const owner = account && findUser(account.user_id);
  if (signedIn) {
    if (owner && owner.id !== signedIn.id) return { kind: 'error', code: 'email_taken' };
    return { kind: 'connects' };
  }
  if (owner) return { kind: 'signs_in', user: owner };
  if (findUserByEmail(identity.email)) return { kind: 'error', code: 'email_taken' };
  if (!isFeatureEnabled(featureTree(), FEATURES.registration)) return { kind: 'error', code: 'registration_closed' };
  return { kind: 'creates_account' };
}

function connect(user: UserRecord, identity: ProviderIdentity): void {
  const accounts = db().social_accounts;
  // One account per provider and person: connecting again replaces the provider account.
  db().social_accounts = accounts.filter((row) => !(row.user_id === user.id && row.provider === identity.provider));
  const stamp = timestamp(now());
  const row: SocialAccountRecord = {
    id: nextId(accounts), user_id: user.id, provider: identity.provider, provider_user_id: identity.id,
    email: identity.email, nickname: identity.nickname, created_at: stamp, updated_at: stamp,
  };
  db().social_accounts.push(row);
  writeLog({
    user, tenantId: user.tenant_ids[0] ?? null, event: 'linked', message: `Connected ${identity.provider}: ${identity.email}.`,
    modelType: MODEL_USER, modelId: user.id, subjectLabel: user.email, data: { attributes: { provider: identity.provider } },
  });
}

/**
 * Does what predictCallback says: the user to sign in (connected, or new: the provider's verified
 * e-mail, no password, role user), nothing for a connection, or the error code.
 */
export function runCallback(identity: ProviderIdentity, signedIn: UserRecord | undefined): { user?: UserRecord; error?: SocialErrorCode } {
  const outcome = predictCallback(identity, signedIn);
  switch (outcome.kind) {
    case 'error':
      return { error: outcome.code };
    case 'connects':
      connect(signedIn!, identity);
      return {};
    case 'creates_account': {
      const [first, ...rest] = identity.name.split(' ');
      const user = createUser({ first_name: first ?? identity.name, last_name: rest.join(' '), email: identity.email, password: '' });
      user.email_verified_at = timestamp(now());
      touchUser(user);
      connect(user, identity);
      return { user: signedInWith(user, identity) };
    }
    case 'signs_in':
      return { user: signedInWith(outcome.user, identity) };
  }
}

function signedInWith(user: UserRecord, identity: ProviderIdentity): UserRecord {
  writeLog({
    user, tenantId: user.tenant_ids[0] ?? null, event: 'signed_in', message: `Signed in with ${identity.provider}: ${user.email}.`,
    modelType: MODEL_USER, modelId: user.id, subjectLabel: user.email,
  });
  return user;
}
