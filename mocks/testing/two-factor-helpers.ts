// The two-factor demo person of the seed and their authenticator's codes, for the mock's tests.
import { db } from '../db/database';
import { SEED_TWO_FACTOR_SECRET } from '../db/seed';
import { totpAtStep, totpStep } from '../totp';

export const EMAIL = 'twofactor@example.com';
export const NOW = new Date('2026-03-10T09:00:10Z');
export const codeAt = (stepOffset: number, at = NOW) => totpAtStep(SEED_TWO_FACTOR_SECRET, totpStep(at) + stepOffset);

/** Six digits that no step of the window gives. */
export async function wrongCode(): Promise<string> {
  const valid = await Promise.all([-1, 0, 1].map((offset) => codeAt(offset)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}

export const storedRecoveryCodes = () => JSON.parse(db().users.find((u) => u.email === EMAIL)!.two_factor_recovery_codes!) as string[];
