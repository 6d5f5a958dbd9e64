// Build-only: every message reaches react-intl already parsed, so the bundle can drop the ICU
// parser (formatjs "Advanced usage": precompile to AST, then resolve the parser to its no-parser
// build). The English defaultMessage literals in src/ and the catalogues in locales/ are parsed
// here with the same parser version react-intl runs. Also keeps one copy of each formatjs package:
// npm nests identical copies under react-intl and @formatjs/intl (lighthouse holds older ones at
// the top), and the bundle would carry both.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync, Visitor, type Plugin } from 'vite';

const PARSER = '@formatjs/icu-messageformat-parser';
const DEDUPED = new Set([PARSER, 'intl-messageformat', '@formatjs/fast-memoize', '@formatjs/icu-skeleton-parser']);
const SOURCE = /\/src\/.+\.[jt]sx?$/;
const CATALOGUE = /\/locales\/[a-z]{2}\.json$/;
/** src/features/locale/message-parser.ts: the backend catalogue's parser (see there). */
const RUNTIME_PARSER = /\/src\/features\/locale\/message-parser\.ts$/;

type Parse = (message: string) => unknown;

interface Package {
  root: string;
  version: string;
}

/** The folder and version of package `name`, which `file` belongs to. */
function packageOf(file: string, name: string): Package {
  const marker = `/node_modules/${name}/`;
  const root = file.slice(0, file.lastIndexOf(marker) + marker.length - 1);
  return { root, version: (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version };
}

/** The copies react-intl itself resolves (not whichever sits at the top of node_modules). */
function reactIntlPackages(projectRoot: string): Map<string, Package> {
  const fromReactIntl = createRequire(createRequire(join(projectRoot, 'package.json')).resolve('react-intl'));
  return new Map([...DEDUPED].map((name) => [name, packageOf(fromReactIntl.resolve(name), name)]));
}

interface MessageNode {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  expressions?: unknown[];
  quasis?: { value: { cooked?: string | null } }[];
}

/** The `parse` of the ICU parser react-intl uses. */
export async function loadMessageParser(projectRoot: string): Promise<Parse> {
  const parser = (await import(pathToFileURL(join(reactIntlPackages(projectRoot).get(PARSER)!.root, 'index.js')).href)) as { parse: Parse };
  return parser.parse;
}

/** `defaultMessage` string literals (object properties and JSX attributes) → AST JSON. */
export function compileDefaultMessages(code: string, file: string, parse: Parse): string | undefined {
  const { program, errors } = parseSync(file, code);
  if (errors.length) return undefined; // not ours to report: the TypeScript transform will
  const edits: { start: number; end: number; text: string }[] = [];
  const compile = (node: MessageNode) => {
    let message: string | undefined;
    if (node.type === 'Literal' && typeof node.value === 'string') message = node.value;
    else if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) message = node.quasis?.[0]?.value.cooked ?? undefined;
    // A message known only at run time would need the parser the bundle no longer has.
    if (message === undefined) throw new Error(`${file}: a defaultMessage at offset ${node.start} is not a string literal, so it cannot be precompiled`);
    try {
      return { start: node.start, end: node.end, text: JSON.stringify(parse(message)) };
    } catch (error) {
      throw new Error(`${file}: invalid ICU message ${JSON.stringify(message)}: ${(error as Error).message}`, { cause: error });
    }
  };
  new Visitor({
    Property(node) {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : undefined;
      if (key === 'defaultMessage' && !node.computed) edits.push(compile(node.value as MessageNode));
    },
    JSXAttribute(node) {
      if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'defaultMessage' || !node.value) return;
      const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      const edit = compile(value as MessageNode);
      edits.push({ start: node.value.start, end: node.value.end, text: `{${edit.text}}` });
    },
  }).visit(program);
  if (!edits.length) return undefined;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function precompileMessages(projectRoot: string): Plugin {
  let parse: Parse;
  let canonical: Map<string, Package>;
  return {
    name: 'lunch:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      canonical = reactIntlPackages(projectRoot);
      parse = await loadMessageParser(projectRoot);
    },
    async resolveId(source, importer, options) {
      if (!DEDUPED.has(source) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const found = packageOf(resolved.id, source);
      const chosen = canonical.get(source)!;
      const base = found.version === chosen.version ? chosen.root : found.root;
      // Every message is an AST by now: the parser's entry is replaced by its no-parser build, except
      // in the one module that parses the backend's wordings with ICU syntax, loaded only for them.
      if (source === PARSER && !RUNTIME_PARSER.test(importer)) return join(base, 'no-parser.js');
      return base + resolved.id.slice(found.root.length);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (CATALOGUE.test(file)) {
        const catalogue = JSON.parse(code) as Record<string, string>;
        return { code: JSON.stringify(Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, parse(message)]))), map: null };
      }
      if (!SOURCE.test(file) || !code.includes('defaultMessage') || file.includes('/node_modules/')) return null;
      const out = compileDefaultMessages(code, file, parse);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
