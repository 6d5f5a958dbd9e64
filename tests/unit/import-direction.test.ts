// The import-direction rule, run through the real eslint.config.js (so the test also proves the
// rule is wired to the files it must check). Files need not exist: the rule resolves paths only.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function directionErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'lunch/import-direction').map((m) => m.message);
}

describe('lunch/import-direction', () => {
  it.each([
    ['src/lib/permissions.ts', "import type { User } from '@/api/models';"],
    ['src/lib/redirects.ts', "import { x } from './permissions';"],
    ['src/stores/session.ts', "import type { User } from '../api/models';"],
    ['src/api/http.ts', "import { x } from '@/stores/session'; import { y } from '@/lib/cookies';"],
    ['src/components/error-alert.tsx', "import { x } from '@/api/errors';"],
    ['src/features/auth/login-page.tsx', "import { x } from './session'; import { y } from '@/components/error-alert';"],
    ['src/features/bills/bills-page.tsx', "import { x } from '@/crud/list-page'; import { y } from '@/resources/orders';"],
    ['src/features/locale/locale-resources.ts', "const fr = import('../../../locales/fr.json');"],
    ['src/crud/list-page.tsx', "import { x } from '@/components/page-header';"],
    ['src/resources/users.ts', "import { x } from '@/lib/permissions';"],
    ['src/routes/_auth/login.tsx', "import { x } from '@/features/auth/login-page';"],
    ['src/main.tsx', "const worker = import('../mocks/browser');"],
    ['mocks/db/users.ts', "import { x } from './records'; import { y } from '@/lib/permissions'; import type { User } from '@/api/models';"],
    ['mocks/handlers/auth.ts', "export * from '../db/users';"],
    ['src/api/http.test.ts', "import { server } from '../../mocks/node'; import { testConfig } from '../../tests/setup/test-config';"],
    ['tests/setup/vitest.ts', "import { server } from '../../mocks/node'; import { x } from '@/features/auth/session';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });

  it.each([
    ['src/lib/config.ts', "import { x } from '@/stores/session';", ['lib', 'stores']],
    ['src/lib/config.ts', "import type { User } from '@/api/http';", ['lib', 'api']],
    ['src/stores/session.ts', "import { x } from '@/api/http';", ['stores', 'api']],
    ['src/api/http.ts', "import { x } from '../components/error-alert';", ['api', 'components']],
    ['src/components/top-bar.tsx', "export { x } from '@/features/auth/session';", ['components', 'features/auth']],
    ['src/components/top-bar.tsx', "export * from '@/routes/__root';", ['components', 'routes']],
    ['src/crud/list-page.tsx', "import { x } from '@/resources/users';", ['crud', 'resources']],
    ['src/crud/list-page.tsx', "import { x } from '@/features/auth/session';", ['crud', 'features/auth']],
    ['src/resources/users.ts', "import { x } from '@/crud/fields';", ['resources', 'crud']],
    ['src/features/auth/login-page.tsx', "import { x } from '../locale/locale-prefix';", ['features/auth', 'features/locale']],
    ['src/features/auth/login-page.tsx', "const m = import('@/features/cart/cart');", ['features/auth', 'features/cart']],
    ['src/app.tsx', "const worker = import('../mocks/browser');", ['root', 'mocks']],
    ['src/main.tsx', "import { startMockWorker } from '../mocks/browser';", ['root', 'mocks']],
    ['src/routes/_app.tsx', "import { server } from '../../mocks/node';", ['routes', 'mocks']],
    ['src/lib/config.ts', "import { testConfig } from '../../tests/setup/test-config';", ['lib', 'tests']],
    ['mocks/handlers/auth.ts', "import { http } from '@/api/http';", ['mocks', 'api']],
    ['mocks/route.ts', "import { x } from '../src/features/auth/session';", ['mocks', 'features/auth']],
  ])('reports %s: %s', async (file, code, layers) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    // The message names both layers.
    expect(errors[0]).toContain(`${layers[0]} must not import ${layers[1]}`);
  });

  it('reports a folder of src/ the architecture does not know', async () => {
    const errors = await directionErrors('src/helpers/format.ts', "import { x } from '@/lib/dates';");
    expect(errors[0]).toContain('src/helpers/ is not a layer');
  });
});
