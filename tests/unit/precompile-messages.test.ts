import { resolve } from 'node:path';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileDefaultMessages, loadMessageParser } from '../../build/precompile-messages';

type Parse = Awaited<ReturnType<typeof loadMessageParser>>;
let parse: Parse;

beforeAll(async () => {
  parse = await loadMessageParser(resolve(import.meta.dirname, '../..'));
});

/** Evaluates the rewritten `const x = <descriptor>` and formats it with react-intl. */
function formatted(code: string, values?: Record<string, string | number>): string {
  const descriptor = new Function(code.replace(/^const \w+ = /, 'return '))() as MessageDescriptor;
  expect(Array.isArray(descriptor.defaultMessage)).toBe(true);
  return createIntl({ locale: 'en', messages: {} }).formatMessage(descriptor, values);
}

describe('compileDefaultMessages (build/precompile-messages.ts)', () => {
  it('replaces a descriptor literal by its AST, which formats like the source sentence', async () => {
    const source = "const m = { id: 'x.count', defaultMessage: '{count, plural, one {# line} other {# lines}} × {name}' };";
    const code = compileDefaultMessages(source, '/p/src/a.ts', parse)!;
    expect(code).not.toContain('plural, one');
    expect(formatted(code, { count: 2, name: 'Zoé' })).toBe('2 lines × Zoé');
  });

  it('compiles template literals without expressions and JSX attributes', () => {
    const template = compileDefaultMessages('const m = { id: "t", defaultMessage: `Hello {name}` };', '/p/src/a.ts', parse)!;
    expect(formatted(template, { name: 'Ann' })).toBe('Hello Ann');
    const jsx = compileDefaultMessages('const e = <FormattedMessage id="j" defaultMessage="Hi {name}" />;', '/p/src/a.tsx', parse)!;
    expect(jsx).toMatch(/defaultMessage=\{\[/);
  });

  it('leaves files without messages alone and refuses a message only known at run time', () => {
    expect(compileDefaultMessages('const a = { title: "x" };', '/p/src/a.ts', parse)).toBeUndefined();
    expect(() => compileDefaultMessages('const m = { id: "d", defaultMessage: text };', '/p/src/a.ts', parse)).toThrow(/not a string literal/);
  });

  it('fails the build on a malformed ICU message', () => {
    expect(() => compileDefaultMessages('const m = { id: "b", defaultMessage: "{count, plural, one {x}" };', '/p/src/a.ts', parse)).toThrow(/invalid ICU message/);
  });
});
