// Client-side checks of the card fields (contract: OrderPayment), with the messages the form shows.
export const EXPIRATION_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;
export const CVC_PATTERN = /^\d{3,4}$/;

export type ExpirationProblem = 'format' | 'past';

/** MM/YY, not before the month of `today`. Undefined when it is fine. */
export function expirationProblem(value: string, today: Date = new Date()): ExpirationProblem | undefined {
  const match = EXPIRATION_PATTERN.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : undefined;
}

/** Typing help: "0928" → "09/28", "9" stays, a slash is added after the month. */
export function formatExpirationInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits + (value.endsWith('/') && digits.length === 2 ? '/' : '') : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
