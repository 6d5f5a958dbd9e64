// CSV text (RFC 4180): fields with the separator, a quote or line break are quoted, quotes doubled.
// Cells starting with = + - @ are prefixed with ' so spreadsheets do not run them as formulas.
// The separator is a comma unless told (";" where the locale's decimal separator is a comma).
import type { IntlShape } from 'react-intl';

function cell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** ";" where the locale writes decimals with a comma (fr: 1,5), "," elsewhere: what its spreadsheets expect. */
export function csvSeparator(intl: Pick<IntlShape, 'formatNumber'>): string {
  return intl.formatNumber(1.5).includes(',') ? ';' : ',';
}

export function toCsv(header: string[], rows: string[][], separator = ','): string {
  return [header, ...rows].map((row) => row.map((value) => cell(value, separator)).join(separator)).join('\r\n') + '\r\n';
}
