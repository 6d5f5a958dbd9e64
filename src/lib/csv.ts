// CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled.
// Cells starting with = + - @ are prefixed with ' so spreadsheets do not run them as formulas.

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
