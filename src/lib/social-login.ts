// Social sign-in through the backend's Socialite routes (README, "Social sign-in"): the error codes
// the backend's callback may come back with, and the provider names that may go into an address (the
// address itself: social-redirect.ts, apart so that the route tree and the sign-in page carry none of it).
export const SOCIAL_ERROR_CODES = ['cancelled', 'email_taken', 'not_allowed', 'registration_closed', 'unverified_email'] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];
/** The query parameters the backend's callback adds on its way back to the frontend. */
export const SOCIAL_ERROR_PARAM = 'social_error';
export const SOCIAL_CONNECTED_PARAM = 'social_connected';

export function isSocialErrorCode(value: unknown): value is SocialErrorCode {
  return typeof value === 'string' && (SOCIAL_ERROR_CODES as readonly string[]).includes(value);
}

/** A driver's name as the contract spells it (SocialProvider.name): nothing else goes into an address. */
export function isProviderName(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9-]+$/.test(value);
}
