// Tenancy of every answer (quality.md, Security): Acme's administrator walks every GET of the
// contract — every page of every list, and the lists under each record they can see — and no
// answer names a record, person or activity of Globex or Initech.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from './db/database';
import { isSuperAdminUser } from './crud/tenant-scope';
import { body, call, login } from './testing/backend-client';
import { pinClockAndReseed } from './testing/catalogue-helpers';

const ACME = 1;
const TODAY = '2026-03-10';

/** Parameters some reads need to answer at all. */
const QUERIES: Record<string, string> = {
  '/api/v1/bills/payroll': 'month=2026-02',
  '/api/v1/public/menus': `date=${TODAY}`,
};
/** Not data reads: the CSRF cookie, and Fortify's e-mail link (a redirect). */
const SKIPPED = new Set(['/sanctum/csrf-cookie', '/auth/email/verify/{id}/{hash}', '/api/v1/translations/catalogue/{locale}']);

const spec = load(readFileSync('openapi/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const getPaths = Object.keys(spec.paths).filter((path) => 'get' in spec.paths[path]! && !SKIPPED.has(path));

/**
 * What would betray another tenant: its name, its people, its orders and tenant ids, and (outside the
 * public catalogue, which any visitor reads) the restaurants only it works with.
 */
function foreignMarkers(): { everywhere: string[]; private: string[] } {
  const data = db();
  const others = data.tenants.filter((tenant) => tenant.id !== ACME);
  const otherIds = new Set(others.map((tenant) => tenant.id));
  const linkedTo = (modelType: number, id: number) =>
    data.tenant_links.filter((link) => link.model_type === modelType && link.model_id === id).map((link) => link.tenant_id);
  return {
    everywhere: [
      ...others.map((tenant) => tenant.name),
      ...[...otherIds].map((id) => `"tenant_id":${id},`),
      ...data.users.filter((user) => !user.tenant_ids.includes(ACME) && !isSuperAdminUser(user)).map((user) => user.email),
      ...data.orders.filter((order) => order.tenant_id !== ACME).map((order) => order.order_number),
    ],
    private: data.restaurants.filter((restaurant) => !linkedTo(91, restaurant.id).includes(ACME)).map((restaurant) => `"${restaurant.name}"`),
  };
}

interface Answer {
  path: string;
  status: number;
  text: string;
}

async function read(path: string): Promise<Answer> {
  const response = await call('GET', path.slice(1));
  return { path, status: response.status, text: await response.text() };
}

/** Every page of a list (or the one answer of a read). */
async function readAll(path: string): Promise<Answer[]> {
  const join = path.includes('?') ? '&' : '?';
  const first = await read(`${path}${join}per_page=100`);
  if (first.status !== 200) return [first];
  const meta = (JSON.parse(first.text) as { meta?: { last_page?: number } }).meta;
  const answers = [first];
  for (let page = 2; page <= (meta?.last_page ?? 1); page++) answers.push(await read(`${path}${join}per_page=100&page=${page}`));
  return answers;
}

/** The ids the admin's own list of `collection` shows (the parents of nested reads). */
async function visibleIds(collection: string): Promise<number[]> {
  const answers = await readAll(collection);
  return answers.flatMap((answer) => (answer.status === 200 ? (JSON.parse(answer.text) as { data: { id: number }[] }).data.map((row) => row.id) : []));
}

const PARENTS: Record<string, string> = {
  users: '/api/v1/users', roles: '/api/v1/roles', permissions: '/api/v1/permissions', features: '/api/v1/features',
  languages: '/api/v1/languages', texts: '/api/v1/texts', translations: '/api/v1/translations', tenants: '/api/v1/tenants',
  restaurants: '/api/v1/restaurants', discounts: '/api/v1/discounts', images: '/api/v1/images', orders: '/api/v1/orders',
  'order-items': '/api/v1/order-items', bills: '/api/v1/bills', logs: '/api/v1/logs', public: '/api/v1/restaurants',
  variables: '/api/v1/variables',
};

/** Concrete paths for a contract path: its parameters filled with the ids the admin can see. */
async function concretePaths(path: string): Promise<string[]> {
  const query = QUERIES[path];
  const withQuery = (concrete: string) => (query ? `${concrete}?${query}` : concrete);
  if (!path.includes('{')) return [withQuery(path)];
  if (path === '/api/v1/tenant-links/{modelType}/{modelId}') {
    return (await visibleIds('/api/v1/restaurants')).map((id) => `/api/v1/tenant-links/91/${id}`);
  }
  if (path === '/api/v1/texts/{id}/languages/{languageId}/translations') {
    const languages = await visibleIds('/api/v1/languages');
    return (await visibleIds('/api/v1/texts')).slice(0, 3).flatMap((text) => languages.map((language) => `/api/v1/texts/${text}/languages/${language}/translations`));
  }
  const collection = PARENTS[path.split('/')[3]!];
  if (!collection) throw new Error(`No parent list for ${path}`);
  const ids = await visibleIds(collection);
  const nested = path.match(/\{(\w+)\}\/\w+\/\{(\w+)\}$/);
  if (nested) {
    // A record under its parent: each child the parent's list shows.
    const listPath = path.replace(/\/\{\w+\}$/, '');
    const paths: string[] = [];
    for (const id of ids) {
      const childList = listPath.replace(/\{\w+\}/, String(id));
      for (const child of await visibleIds(childList)) paths.push(`${childList}/${child}`);
    }
    return paths;
  }
  return ids.map((id) => withQuery(path.replace(/\{\w+\}/, String(id))));
}

describe("tenancy: Acme's administrator", () => {
  beforeAll(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

  it("reads nothing of Globex or Initech in any answer of any GET in the contract", async () => {
    await login('admin@example.com');
    const markers = foreignMarkers();
    expect(markers.everywhere).toEqual(expect.arrayContaining(['Globex', 'Initech', 'user2@example.com']));
    expect(markers.private.length).toBeGreaterThan(0);
    const answered: string[] = [];
    for (const path of getPaths) {
      for (const concrete of await concretePaths(path)) {
        for (const answer of await readAll(concrete)) {
          if (answer.status === 200) answered.push(answer.path);
          const checked = concrete.startsWith('/api/v1/public/') ? markers.everywhere : [...markers.everywhere, ...markers.private];
          const leaks = checked.filter((marker) => answer.text.includes(marker));
          expect({ path: answer.path, leaks }).toEqual({ path: answer.path, leaks: [] });
        }
      }
    }
    // The walk read real data: the lists that hold other tenants' records answered.
    for (const path of ['/api/v1/logs?', '/api/v1/orders?', '/api/v1/order-items?', '/api/v1/bills?', '/api/v1/users?', '/api/v1/restaurants?', '/api/v1/notifications?']) {
      expect(answered.some((read) => read.startsWith(path))).toBe(true);
    }
    expect(answered.length).toBeGreaterThan(100);
  });

  it('reads the log of Acme, and its own sign-ins; a super admin reads every tenant, or one', async () => {
    await login('admin@example.com');
    const own = await body<{ data: { tenant_id: number | null; user_id: number | null }[]; meta: { total: number } }>(
      await call('GET', 'api/v1/logs?per_page=100'),
    );
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((log) => log.tenant_id === ACME || (log.tenant_id === null && log.user_id === 2))).toBe(true);
    const globexEntry = db().logs.find((log) => log.tenant_id === 2)!;
    expect((await call('GET', `api/v1/logs/${globexEntry.id}`)).status).toBe(404);
    expect((await call('GET', 'api/v1/logs?tenant_id=2')).status).toBe(403);

    await login('superadmin@example.com');
    const all = await body<{ meta: { total: number } }>(await call('GET', 'api/v1/logs'));
    expect(all.meta.total).toBe(db().logs.length);
    const globex = await body<{ data: { tenant_id: number | null; tenant_name: string | null }[] }>(await call('GET', 'api/v1/logs?tenant_id=2&per_page=100'));
    expect(globex.data.length).toBeGreaterThan(0);
    expect(globex.data.every((log) => log.tenant_id === 2 && log.tenant_name === 'Globex')).toBe(true);
  });
});
