// Time-based one-time passwords as authenticator apps and Google2FA (Fortify's engine) compute
// them: RFC 6238 over RFC 4226's HOTP, HMAC-SHA-1, 30-second steps from the Unix epoch, 6 digits,
// the secret in base32 (RFC 4648, what the QR code and the secret key show). Web Crypto only, so it
// runs wherever the mock runs (the demo's service worker, Node, jsdom) and in the e2e tests.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 → bytes; case, spaces and padding are ignored. Throws on any other character. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 character: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

/** Bytes → RFC 4648 base32 without padding (how Google2FA writes secrets). */
export function base32Encode(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) text += BASE32[(buffer << (5 - bits)) & 31];
  return text;
}

/** RFC 4226 HOTP: HMAC-SHA-1 of the 8-byte big-endian counter, dynamically truncated. */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  // A typed array, not its buffer: under jsdom, ArrayBuffer is another realm's than Web Crypto's.
  const message = new Uint8Array(8);
  for (let index = 7, rest = counter; index >= 0; index -= 1, rest = Math.floor(rest / 256)) message[index] = rest % 256;
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step (RFC 6238's T) a moment falls in. */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a step for a base32 secret. */
export function totpAtStep(secret: string, step: number, digits = TOTP_DIGITS): Promise<string> {
  return hotp(base32Decode(secret), step, digits);
}

/** The code an authenticator app shows at `at` for a base32 secret. */
export function totp(secret: string, at: Date | number, digits = TOTP_DIGITS): Promise<string> {
  return totpAtStep(secret, totpStep(at), digits);
}

/** Whole seconds until the code shown at `at` changes (1 to 30). */
export function totpSecondsLeft(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  const stepMs = TOTP_STEP_SECONDS * 1000;
  return Math.ceil((stepMs - (((ms % stepMs) + stepMs) % stepMs)) / 1000);
}
