// Random identifiers for sessions, CSRF and API tokens. Data stays deterministic (the seed has no
// randomness); only secrets are random, as they are in Laravel.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Like Laravel's Str::random(): letters and digits. */
export function randomString(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/**
 * Base64 of 32 random bytes: 44 characters ending in "=" and often holding "+" or "/", so the
 * cookie carrying it must be URL-encoded and a client that forgets to decode it fails, as with
 * Laravel's encrypted XSRF-TOKEN.
 */
export function randomBase64Token(): string {
  return btoa(String.fromCharCode(...randomBytes(32)));
}

/** 64 hex characters, the shape of Laravel's password reset tokens. */
export function randomHex(length: number): string {
  return Array.from(randomBytes(Math.ceil(length / 2)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/** A version 4 UUID, the key of Laravel's `notifications` table (Str::uuid()). */
export function randomUuid(): string {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
