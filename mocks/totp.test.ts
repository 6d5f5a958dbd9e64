import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totp, totpSecondsLeft } from './totp';

// RFC 6238 appendix B's SHA-1 seed, the ASCII "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('reads the RFC seed from base32 and writes it back', () => {
    expect(new TextDecoder().decode(base32Decode(RFC_SECRET))).toBe('12345678901234567890');
    expect(base32Encode(new TextEncoder().encode('12345678901234567890'))).toBe(RFC_SECRET);
    expect(base32Decode('gezd gnbv==')).toEqual(base32Decode('GEZDGNBV'));
    expect(() => base32Decode('GEZ1')).toThrow(/base32/);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the published 8-digit value at %i s', async (seconds, expected) => {
    expect(await totp(RFC_SECRET, seconds * 1000, 8)).toBe(expected);
  });

  it('gives the last 6 of them by default, as authenticator apps show', async () => {
    expect(await totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(await totp(RFC_SECRET, new Date(1111111109_000))).toBe('081804');
  });

  it("is RFC 4226's HOTP of the 30-second step (its appendix D values)", async () => {
    const key = new TextEncoder().encode('12345678901234567890');
    expect(await Promise.all([0, 1, 9].map((counter) => hotp(key, counter)))).toEqual(['755224', '287082', '520489']);
  });

  it('counts the seconds until the code changes', () => {
    expect(totpSecondsLeft(0)).toBe(30);
    expect(totpSecondsLeft(59_000)).toBe(1);
    expect(totpSecondsLeft(60_500)).toBe(30);
    expect(totpSecondsLeft(new Date(61_000))).toBe(29);
  });
});
