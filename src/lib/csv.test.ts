import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(toCsv(['Name', 'Note'], [['Acme, Inc.', 'says "hi"'], ['=SUM(A1)', 'two\nlines']])).toBe(
      'Name,Note\r\n"Acme, Inc.","says ""hi"""\r\n\'=SUM(A1),"two\nlines"\r\n',
    );
  });
});
