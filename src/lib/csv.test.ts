import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(toCsv(['Name', 'Note'], [['Acme, Inc.', 'says "hi"'], ['=SUM(A1)', 'two\nlines']])).toBe(
      'Name,Note\r\n"Acme, Inc.","says ""hi"""\r\n\'=SUM(A1),"two\nlines"\r\n',
    );
  });
});

describe('CSV with another separator', () => {
  it('quotes cells holding the separator, not those holding a comma', () => {
    expect(toCsv(['Name', 'Amount'], [['Dupont; Jean', '12,50']], ';')).toBe('Name;Amount\r\n"Dupont; Jean";12,50\r\n');
  });
});
