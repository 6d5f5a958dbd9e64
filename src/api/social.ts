// Social sign-in's API calls (contract: listSocialProviders, listSocialAccounts, disconnectSocialAccount).
// Signing in through a provider is a navigation, not a call: lib/social-login.ts builds its address.
import { apiCall } from './http';
import type { SocialAccountListResponse, SocialProvider } from './models';

export async function listSocialProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  return (await apiCall<{ data: SocialProvider[] }>('GET', 'auth/providers', { signal, skipAuthRedirect: true })).data;
}

export function listSocialAccounts(signal?: AbortSignal): Promise<SocialAccountListResponse> {
  return apiCall('GET', 'auth/social-accounts', { signal });
}

export function disconnectSocialAccount(provider: string): Promise<void> {
  return apiCall('DELETE', `auth/social-accounts/${encodeURIComponent(provider)}`);
}
