// ESLint flat config: @eslint/js + typescript-eslint recommended (not type-checked, so lint stays
// fast), react-hooks for the React code, and one local rule, lunch/import-direction, that enforces
// the import direction of design/architecture.md by resolving every import to a project folder.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const PROJECT_ROOT = import.meta.dirname;

/**
 * Layers of src/ and what each may import (besides packages and non-code project files such as
 * locales/*.json). `models` is src/api/models.ts + the generated schema: types every side shares.
 * Features may reuse the admin engine's pieces and resource definitions (architecture.md, "The admin
 * engine"); crud and resources stay independent of each other and of features. `styles` is the
 * shared CSS (design tokens, plain controls) of the UI layers.
 */
const ALLOWED = {
  models: ['models'],
  lib: ['models', 'lib'],
  stores: ['models', 'lib', 'stores'],
  api: ['models', 'lib', 'stores', 'api'],
  styles: ['styles'],
  components: ['models', 'lib', 'stores', 'api', 'components', 'styles'],
  crud: ['models', 'lib', 'stores', 'api', 'components', 'crud', 'styles'],
  resources: ['models', 'lib', 'stores', 'api', 'components', 'resources', 'styles'],
  features: ['models', 'lib', 'stores', 'api', 'components', 'crud', 'resources', 'features', 'styles'],
  routes: ['models', 'lib', 'stores', 'api', 'components', 'crud', 'resources', 'features', 'routes', 'root', 'styles'],
  root: ['models', 'lib', 'stores', 'api', 'components', 'crud', 'resources', 'features', 'routes', 'root', 'styles'],
  mocks: ['models', 'lib', 'mocks'],
};
const SRC_FOLDERS = new Set(['lib', 'stores', 'api', 'components', 'crud', 'resources', 'features', 'routes', 'styles']);
const MODEL_FILES = new Set(['src/api/models', 'src/api/schema.gen']);
const CODE_EXTENSION = /\.(?:d\.ts|tsx?|jsx?|mjs|cjs)$/;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Classifies a project-relative POSIX path (extension optional). Returns
 * { layer, feature? } where layer is a key of ALLOWED, 'tests', 'unknown' (a src/ folder the
 * architecture does not know) or 'other' (outside src/, mocks/, tests/: config, locales, …).
 */
export function classify(relativePath) {
  const bare = relativePath.replace(CODE_EXTENSION, '');
  const parts = bare.split('/');
  if (parts[0] === 'mocks') return { layer: 'mocks' };
  if (parts[0] === 'tests') return { layer: 'tests' };
  if (parts[0] !== 'src') return { layer: 'other' };
  if (MODEL_FILES.has(bare)) return { layer: 'models' };
  if (parts.length === 2) return { layer: 'root' };
  const folder = parts[1];
  if (!SRC_FOLDERS.has(folder)) return { layer: 'unknown', folder };
  if (folder === 'features') return { layer: 'features', feature: parts[2] };
  return { layer: folder };
}

function layerName(target) {
  return target.layer === 'features' ? `features/${target.feature}` : target.layer === 'models' ? 'api/models' : target.layer;
}

/** `@/x` → src/x, `./x` / `../x` → resolved against the importing file; packages → undefined. */
function resolveImport(specifier, fromFile, root) {
  const clean = specifier.replace(/[?#].*$/, '');
  let absolute;
  if (clean.startsWith('@/')) absolute = path.join(root, 'src', clean.slice(2));
  else if (clean.startsWith('./') || clean.startsWith('../') || clean === '.' || clean === '..')
    absolute = path.resolve(path.dirname(fromFile), clean);
  else return undefined;
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** Why an import is not allowed, or undefined when it is. */
export function violation(fromRelative, toRelative, { dynamic = false } = {}) {
  const from = classify(fromRelative);
  const to = classify(toRelative);
  // Unconstrained sources: tests/, config files.
  if (from.layer === 'tests' || from.layer === 'other') return undefined;
  if (toRelative.startsWith('../')) return `imports ${toRelative}, outside the project`;
  if (to.layer === 'other') return undefined;
  const isTest = TEST_FILE.test(fromRelative);
  if (isTest && (to.layer === 'mocks' || to.layer === 'tests')) return undefined;
  if (from.layer === 'unknown' || to.layer === 'unknown') {
    const folder = from.layer === 'unknown' ? from.folder : to.folder;
    return `src/${folder}/ is not a layer of the architecture (add it to lunch/import-direction)`;
  }
  if (to.layer === 'tests') return `${layerName(from)} must not import tests (only *.test.ts(x) files may)`;
  if (to.layer === 'mocks') {
    // The one door into the mock backend: main.tsx starts the worker in demo mode, lazily.
    if (fromRelative.replace(CODE_EXTENSION, '') === 'src/main' && dynamic) return undefined;
    if (from.layer !== 'mocks')
      return `${layerName(from)} must not import mocks (only a dynamic import() in src/main.tsx may)`;
  }
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature)
    return `features/${from.feature} must not import features/${to.feature}: no feature imports another (routes compose them)`;
  if (!ALLOWED[from.layer].includes(to.layer))
    return `${layerName(from)} must not import ${layerName(to)}: ${from.layer} may import only ${ALLOWED[from.layer].join(', ')}`;
  return undefined;
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction of design/architecture.md' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { direction: '{{ from }} → {{ to }}: {{ reason }}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? PROJECT_ROOT;
    const fromRelative = path.relative(root, context.filename).split(path.sep).join('/');
    if (fromRelative.startsWith('../') || path.isAbsolute(fromRelative)) return {};

    function check(node, source, dynamic) {
      if (!source) return;
      let specifier;
      if (source.type === 'Literal' && typeof source.value === 'string') specifier = source.value;
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
        specifier = source.quasis[0].value.cooked;
      if (specifier === undefined) return;
      const toRelative = resolveImport(specifier, context.filename, root);
      if (toRelative === undefined) return;
      const reason = violation(fromRelative, toRelative, { dynamic });
      if (reason) context.report({ node: source, messageId: 'direction', data: { from: fromRelative, to: toRelative, reason } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
    };
  },
};

export const lunchPlugin = { meta: { name: 'lunch' }, rules: { 'import-direction': importDirection } };

const unusedVars = [
  'error',
  {
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

export default defineConfig([
  {
    ignores: [
      'dist/**',
      'dist-demo/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'src/api/schema.gen.ts',
      'public/mockServiceWorker.js',
      'playwright-report/**',
      'test-results/**',
      'bench-results/**',
      'coverage/**',
      '.tanstack/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // typescript-eslint's recommended set applies this rule to .js files too (core rule is off).
    rules: { '@typescript-eslint/no-unused-vars': unusedVars },
  },
  {
    // Node globals for the JS config files (TS files leave no-undef to the compiler).
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Plain browser scripts served as they are (index.html loads them before the app's modules).
    files: ['public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', fetch: 'readonly' } },
  },
  {
    // Hooks also live in .ts files (use-*.ts), so the hooks rules cover all of src.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    // One typed client (issue 30.6): the app calls the backend with api/client.ts's `call`, by the
    // contract's path and method. The transport's own calls are for it, the collection client and
    // the demo's mock-only routes (not in the contract), and for the transport's tests.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/client.ts', 'src/api/crud.ts', 'src/features/auth/demo-*.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http', '@/api/http'],
              importNames: ['apiCall', 'backendCall'],
              message: "Call the backend with `call` from api/client.ts: typed by the contract's path and method.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { lunch: lunchPlugin },
    rules: { 'lunch/import-direction': 'error' },
  },
]);
