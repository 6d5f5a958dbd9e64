// Fortify's two-factor authentication on the mock (TwoFactorAuthenticatable, the
// TwoFactorAuthenticationProvider over Google2FA, RecoveryCode): who has it on, whether a code or
// a recovery code is right, and the code an authenticator app would show now (the demo's panel).
import { now } from './clock';
import type { UserRecord } from './db/records';
import { randomString } from './random';
import { totpAtStep, totpSecondsLeft, totpStep } from './totp';

/** Google2FA's default window: the code of the step before and of the step after are accepted too. */
const WINDOW = 1;
/** Fortify keeps an accepted code for ($window ?: 1) * 60 seconds. */
const USED_CODE_SECONDS = (WINDOW || 1) * 60;

/** hasEnabledTwoFactorAuthentication() with Fortify's `confirm` option: a secret, and confirmed. */
export function hasTwoFactor(user: UserRecord): boolean {
  return Boolean(user.two_factor_secret) && user.two_factor_confirmed_at !== null;
}

/** Fortify's cache of accepted codes, `fortify.2fa_codes.{md5(code)}` → the step it was accepted at. */
const usedCodes = new Map<string, { step: number; expiresAt: number }>();

export function clearUsedTwoFactorCodes(): void {
  usedCodes.clear();
}

/**
 * TwoFactorAuthenticationProvider::verify(): Google2FA's verifyKeyNewer over the window around the
 * mock clock's step, newer than the step this code was last accepted at: a code is not accepted
 * twice while it is valid.
 */
export async function verifyTwoFactorCode(secret: string, code: string): Promise<boolean> {
  const at = now().getTime();
  const current = totpStep(at);
  const cached = usedCodes.get(code);
  const lastAccepted = cached && cached.expiresAt > at ? cached.step : undefined;
  const from = lastAccepted === undefined ? current - WINDOW : Math.max(current - WINDOW, lastAccepted + 1);
  for (let step = from; step <= current + WINDOW; step += 1) {
    if ((await totpAtStep(secret, step)) !== code) continue;
    // As Fortify: without an earlier acceptance Google2FA answers true, and the current step is kept.
    usedCodes.set(code, { step: lastAccepted === undefined ? current : step, expiresAt: at + USED_CODE_SECONDS * 1000 });
    return true;
  }
  return false;
}

/** recoveryCodes(): the JSON array of the column. */
export function recoveryCodes(user: UserRecord): string[] {
  return user.two_factor_recovery_codes ? (JSON.parse(user.two_factor_recovery_codes) as string[]) : [];
}

/** TwoFactorLoginRequest::validRecoveryCode(): the stored code equal to the one given. */
export function findRecoveryCode(user: UserRecord, given: string): string | undefined {
  return recoveryCodes(user).find((code) => code === given);
}

/** RecoveryCode::generate(): Str::random(10).'-'.Str::random(10). */
export function generateRecoveryCode(): string {
  return `${randomString(10)}-${randomString(10)}`;
}

/** replaceRecoveryCode(): a used code is replaced by a new one (str_replace in the column). */
export function replaceRecoveryCode(user: UserRecord, code: string): void {
  user.two_factor_recovery_codes = (user.two_factor_recovery_codes ?? '').replaceAll(code, generateRecoveryCode());
}

/** The code the user's authenticator app shows at the mock clock's now, and its seconds left. */
export async function currentTwoFactorCode(user: UserRecord): Promise<{ code: string; expiresIn: number } | undefined> {
  if (!hasTwoFactor(user)) return undefined;
  const at = now();
  return { code: await totpAtStep(user.two_factor_secret!, totpStep(at)), expiresIn: totpSecondsLeft(at) };
}

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Google2FA::generateSecretKey(): 16 random characters of the base32 alphabet. */
export function generateSecretKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => BASE32_ALPHABET[byte % 32]).join('');
}

/** RecoveryCode::generate() eight times, as a JSON array (the column). */
function newRecoveryCodes(): string {
  return JSON.stringify(Array.from({ length: 8 }, generateRecoveryCode));
}

/** EnableTwoFactorAuthentication: a new secret and new recovery codes; not confirmed yet. */
export function enableTwoFactor(user: UserRecord): void {
  user.two_factor_secret = generateSecretKey();
  user.two_factor_recovery_codes = newRecoveryCodes();
}

/** GenerateNewRecoveryCodes. */
export function regenerateRecoveryCodes(user: UserRecord): void {
  user.two_factor_recovery_codes = newRecoveryCodes();
}

/** DisableTwoFactorAuthentication with the `confirm` option: secret, codes and confirmation cleared. */
export function disableTwoFactor(user: UserRecord): void {
  Object.assign(user, { two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null });
}

/** The mock's config('app.name'), the issuer of the QR code. */
const APP_NAME = 'Lunch';

/** Google2FA::getQRCodeUrl(app.name, email, secret): the otpauth URI the QR code carries. */
export function twoFactorQrCodeUrl(user: UserRecord): string {
  const company = encodeURIComponent(APP_NAME);
  return (
    `otpauth://totp/${company}:${encodeURIComponent(user.email)}?secret=${user.two_factor_secret ?? ''}` +
    `&issuer=${company}&algorithm=SHA1&digits=6&period=30`
  );
}
