// Fortify's two-factor management and password confirmation routes (the profile's two-factor
// section and the password dialog). The management routes sit behind password.confirm: a 423 is
// answered by the HTTP layer (the password dialog, then the same call again).
import { backendCall } from './http';
import type { TwoFactorQrCode, TwoFactorRecoveryCodes, TwoFactorSecretKey } from './models';

/** POST auth/user/confirm-password: 201, or 422 on `password` ("The provided password was incorrect."). */
export function confirmPassword(password: string): Promise<unknown> {
  return backendCall('POST', 'auth/user/confirm-password', { body: { password }, skipPasswordConfirmation: true });
}

/** A new secret and recovery codes, not counted until confirmed with a code (Fortify's `confirm` option). */
export function enableTwoFactor(): Promise<unknown> {
  return backendCall('POST', 'auth/user/two-factor-authentication');
}

/** Turns it off, or abandons a set-up not confirmed yet: the secret and codes are cleared. */
export function disableTwoFactor(): Promise<unknown> {
  return backendCall('DELETE', 'auth/user/two-factor-authentication');
}

/** 422 on `code` when it is not a current code of the new secret. */
export function confirmTwoFactor(code: string): Promise<unknown> {
  return backendCall('POST', 'auth/user/confirmed-two-factor-authentication', { body: { code } });
}

/** The QR code (SVG markup, shown as an image) and its otpauth URI; undefined without a secret (Fortify's `[]`). */
export async function fetchTwoFactorQrCode(): Promise<TwoFactorQrCode | undefined> {
  const body = await backendCall<TwoFactorQrCode | []>('GET', 'auth/user/two-factor-qr-code');
  return Array.isArray(body) ? undefined : body;
}

export async function fetchTwoFactorSecretKey(): Promise<string> {
  return (await backendCall<TwoFactorSecretKey>('GET', 'auth/user/two-factor-secret-key')).secretKey;
}

export function fetchRecoveryCodes(): Promise<TwoFactorRecoveryCodes> {
  return backendCall('GET', 'auth/user/two-factor-recovery-codes');
}

/** Eight new codes (the old ones stop working); read them with fetchRecoveryCodes. */
export function regenerateRecoveryCodes(): Promise<unknown> {
  return backendCall('POST', 'auth/user/two-factor-recovery-codes');
}
