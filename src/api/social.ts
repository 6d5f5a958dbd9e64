// Social sign-in's API calls (contract: listSocialProviders, listSocialAccounts, disconnectSocialAccount).
// Signing in through a provider is a navigation, not a call: lib/social-login.ts builds its address.
import { call } from './client';

export async function listSocialProviders(signal?: AbortSignal) {
  return (await call('GET', '/api/v1/auth/providers', { signal, skipAuthRedirect: true })).data;
}

export function listSocialAccounts(signal?: AbortSignal) {
  return call('GET', '/api/v1/auth/social-accounts', { signal });
}

export function disconnectSocialAccount(provider: string) {
  return call('DELETE', '/api/v1/auth/social-accounts/{provider}', { path: { provider } });
}
