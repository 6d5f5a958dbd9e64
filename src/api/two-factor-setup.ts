// Fortify's two-factor management and password confirmation routes (the profile's two-factor
// section and the password dialog). The management routes sit behind password.confirm: a 423 is
// answered by the HTTP layer (the password dialog, then the same call again).
import { call } from './client';

/** POST auth/user/confirm-password: 201, or 422 on `password` ("The provided password was incorrect."). */
export function confirmPassword(password: string) {
  return call('POST', '/auth/user/confirm-password', { body: { password }, skipPasswordConfirmation: true });
}

/** A new secret and recovery codes, not counted until confirmed with a code (Fortify's `confirm` option). */
export function enableTwoFactor() {
  return call('POST', '/auth/user/two-factor-authentication');
}

/** Turns it off, or abandons a set-up not confirmed yet: the secret and codes are cleared. */
export function disableTwoFactor() {
  return call('DELETE', '/auth/user/two-factor-authentication');
}

/** 422 on `code` when it is not a current code of the new secret. */
export function confirmTwoFactor(code: string) {
  return call('POST', '/auth/user/confirmed-two-factor-authentication', { body: { code } });
}

/** The QR code (SVG markup, shown as an image) and its otpauth URI; undefined without a secret (Fortify's `[]`). */
export async function fetchTwoFactorQrCode() {
  const body = await call('GET', '/auth/user/two-factor-qr-code');
  return Array.isArray(body) ? undefined : body;
}

export async function fetchTwoFactorSecretKey(): Promise<string> {
  return (await call('GET', '/auth/user/two-factor-secret-key')).secretKey;
}

export function fetchRecoveryCodes() {
  return call('GET', '/auth/user/two-factor-recovery-codes');
}

/** Eight new codes (the old ones stop working); read them with fetchRecoveryCodes. */
export function regenerateRecoveryCodes() {
  return call('POST', '/auth/user/two-factor-recovery-codes');
}
