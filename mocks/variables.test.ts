// Variables: CRUD with the 422s on the fields and the audit trail, the scope rules (a tenant's
// administrator reads the global values and writes only their tenant's overrides), the public read
// of the effective values, the default order deadline and the monthly salary deduction limit.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Log, Order, PublicMenu, PublicVariables, SalaryDeduction, Variable } from '@/api/models';
import { setFeatureEnabled } from './control';
import { body, call, login } from './testing/backend-client';
import { list, pinClockAndReseed } from './testing/catalogue-helpers';

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

const errorsOf = async (response: Response) => (await body<{ errors: Record<string, string[]> }>(response)).errors;
const dataOf = async <T>(response: Response) => (await body<{ data: T }>(response)).data;

async function create(input: Record<string, unknown>): Promise<Variable> {
  const response = await call('POST', 'api/v1/variables', { body: input });
  expect(response.status).toBe(201);
  return dataOf<Variable>(response);
}

async function publicValues(query = ''): Promise<PublicVariables> {
  const response = await call('GET', `api/v1/variables/public${query}`, { credentials: 'omit' });
  expect(response.status).toBe(200);
  return dataOf<PublicVariables>(response);
}

describe('variables: the resource', () => {
  it('needs variables.view (401 for a guest, 403 for a person who orders)', async () => {
    expect((await call('GET', 'api/v1/variables')).status).toBe(401);
    await login('user@example.com');
    expect((await call('GET', 'api/v1/variables')).status).toBe(403);
    expect((await call('POST', 'api/v1/variables', { body: { key: 'x', type: 'text', value: 'y' } })).status).toBe(403);
  });

  it('lists global values and overrides with their scope; a super admin creates, reads, updates and deletes, and the log follows', async () => {
    await login('superadmin@example.com');
    const page = await list<Variable>('api/v1/variables?order_by=id&order_dir=asc');
    expect(page.data.map((v) => [v.key, v.tenant_name])).toEqual([
      ['support_email', null], ['support_email', 'Acme'], ['salary_deduction_monthly_limit', null], ['landing_announcement', 'Acme'],
    ]);
    expect(page.data[2]).toMatchObject({ type: 'money', value: 15000, tenant_id: null });

    const created = await create({ key: 'default_order_deadline', type: 'time', value: '11:15', description: 'Same-day orders close then.' });
    expect(created).toMatchObject({ key: 'default_order_deadline', type: 'time', value: '11:15', tenant_id: null, tenant_name: null });
    const globex = await create({ key: 'support_email', type: 'email', value: 'help@globex.example', tenant_id: 2 });
    expect(globex).toMatchObject({ tenant_id: 2, tenant_name: 'Globex' });
    expect((await list<Variable>('api/v1/variables?tenant_ids[]=2')).data.map((v) => v.id)).toEqual([globex.id]);
    expect((await list<Variable>('api/v1/variables?type[]=time&search=same-day')).data.map((v) => v.id)).toEqual([created.id]);

    const updated = await call('PUT', `api/v1/variables/${created.id}`, { body: { key: 'default_order_deadline', type: 'time', value: '11:45', tenant_id: 3 } });
    expect(updated.status).toBe(200);
    expect(await dataOf<Variable>(updated)).toMatchObject({ value: '11:45', tenant_id: null }); // the scope does not move
    expect(await dataOf<Variable>(await call('GET', `api/v1/variables/${created.id}`))).toMatchObject({ value: '11:45' });

    expect((await call('DELETE', `api/v1/variables/${globex.id}`)).status).toBe(204);
    expect((await call('GET', `api/v1/variables/${globex.id}`)).status).toBe(404);

    const history = await list<Log>(`api/v1/logs?model_type=16&model_id=${created.id}`);
    expect(history.data.map((entry) => entry.event)).toEqual(['updated', 'created']);
    expect(history.data[0]).toMatchObject({ subject_label: 'default_order_deadline', data: { attributes: { value: '11:45' }, old: { value: '11:15' } } });
  });

  it('answers 422 on the fields: key form, key unique per scope, the type of a key the app reads, the value for its type', async () => {
    await login('superadmin@example.com');
    const invalid = async (input: Record<string, unknown>, locale = 'en') => {
      const response = await call('POST', 'api/v1/variables', { body: input, locale });
      expect(response.status).toBe(422);
      return errorsOf(response);
    };
    expect(await invalid({ key: 'Support Email', type: 'email', value: 'a@b.example' })).toEqual({
      key: ['The key must be written in lower snake case, e.g. support_email.'],
    });
    expect(await invalid({ key: 'support_email', type: 'email', value: 'other@lunch.example' })).toEqual({ key: ['The key has already been taken.'] });
    // Another scope: the same key is free.
    await create({ key: 'support_email', type: 'email', value: 'help@initech.example', tenant_id: 3 });
    expect(await invalid({ key: 'support_email', type: 'text', value: 'write to us' })).toMatchObject({
      type: ['The key support_email takes a value of type email.'],
    });
    expect(await invalid({ key: 'opening', type: 'time', value: '25:00' })).toEqual({ value: ['The value must be a time written HH:MM, e.g. 11:30.'] });
    expect(await invalid({ key: 'budget', type: 'money', value: 12.5 })).toEqual({ value: ['The value must be an amount of at least 0, in cents.'] });
    expect(await invalid({ key: 'budget', type: 'money', value: -100 })).toEqual({ value: ['The value must be an amount of at least 0, in cents.'] });
    expect(await invalid({ key: 'menu_link', type: 'url', value: 'javascript:alert(1)' })).toEqual({
      value: ['The value must be an address starting with http:// or https://.'],
    });
    expect(await invalid({ key: 'contact', type: 'email', value: 'nobody' })).toEqual({ value: ['The value field must be a valid email address.'] });
    expect(await invalid({ key: 'ratio', type: 'number', value: 'many' })).toEqual({ value: ['The value field must be a number.'] });
    expect(await invalid({ key: 'flag', type: 'boolean', value: 'maybe' })).toEqual({ value: ['The value field must be true or false.'] });
    expect(await invalid({ key: 'note', type: 'colour', value: '' })).toEqual({ type: ['The selected type is invalid.'] });
    expect(await invalid({ key: 'note', type: 'text', value: '  ' }, 'fr')).toEqual({ value: ['Le champ valeur est obligatoire.'] });
    // Stored as JSON of their type.
    expect(await create({ key: 'ratio', type: 'number', value: '2.5' })).toMatchObject({ value: 2.5 });
    expect(await create({ key: 'flag', type: 'boolean', value: false })).toMatchObject({ value: false });
    expect(await create({ key: 'menu_link', type: 'url', value: 'https://lunch.example/menus' })).toMatchObject({ value: 'https://lunch.example/menus' });
  });

  it('lets a tenant’s administrator read the global values and write only their tenant’s overrides', async () => {
    await login('admin@example.com');
    const page = await list<Variable>('api/v1/variables?per_page=100');
    expect(new Set(page.data.map((v) => v.tenant_id))).toEqual(new Set([null, 1]));
    await login('superadmin@example.com');
    const globex = await create({ key: 'landing_announcement', type: 'text', value: 'Globex only', tenant_id: 2 });
    await login('admin@example.com');
    expect((await list<Variable>('api/v1/variables?per_page=100')).data.map((v) => v.id)).not.toContain(globex.id);
    expect((await call('GET', `api/v1/variables/${globex.id}`)).status).toBe(404);

    const global = page.data.find((v) => v.key === 'salary_deduction_monthly_limit')!;
    const put = { key: global.key, type: 'money', value: 999_999 };
    expect((await call('PUT', `api/v1/variables/${global.id}`, { body: put })).status).toBe(403);
    expect((await call('DELETE', `api/v1/variables/${global.id}`)).status).toBe(403);

    const refused = await call('POST', 'api/v1/variables', { body: { key: 'default_order_deadline', type: 'time', value: '11:00' } });
    expect(refused.status).toBe(422);
    expect(await errorsOf(refused)).toEqual({ tenant_id: ['Only a super administrator can set a global value; choose your tenant.'] });
    const elsewhere = await call('POST', 'api/v1/variables', { body: { key: 'default_order_deadline', type: 'time', value: '11:00', tenant_id: 2 } });
    expect(await errorsOf(elsewhere)).toEqual({ tenant_id: ['The selected tenant is invalid.'] });

    const own = await create({ key: 'salary_deduction_monthly_limit', type: 'money', value: 5000, tenant_id: 1 });
    const changed = await call('PUT', `api/v1/variables/${own.id}`, { body: { key: own.key, type: 'money', value: 6000 } });
    expect(await dataOf<Variable>(changed)).toMatchObject({ value: 6000, tenant_id: 1 });
    // Acme's entries of its own override are in Acme's log.
    expect((await list<Log>(`api/v1/logs?model_type=16&model_id=${own.id}`)).data.map((entry) => [entry.event, entry.tenant_id])).toEqual([
      ['updated', 1], ['created', 1],
    ]);
    expect((await call('DELETE', `api/v1/variables/${own.id}`)).status).toBe(204);
  });
});

describe('variables: the public read', () => {
  it('answers the effective values without a session: the tenant’s override, else the global value', async () => {
    expect(await publicValues('?tenant_id=1')).toEqual({
      support_email: 'lunch-help@acme.example',
      salary_deduction_monthly_limit: 15000,
      landing_announcement: 'The summer party is on Friday: no lunch is delivered to the office that day.',
    });
    expect(await publicValues('?tenant_id=2')).toEqual({ support_email: 'support@lunch.example', salary_deduction_monthly_limit: 15000 });
    expect(await publicValues()).toEqual({ support_email: 'support@lunch.example', salary_deduction_monthly_limit: 15000 });
  });

  it('leaves out keys the app does not read, and answers nothing with the variables feature off', async () => {
    await login('superadmin@example.com');
    await create({ key: 'canteen_floor', type: 'number', value: 3 });
    expect(Object.keys(await publicValues())).not.toContain('canteen_floor');
    setFeatureEnabled('variables', false);
    expect(await publicValues('?tenant_id=1')).toEqual({});
  });
});

describe('variables: the default order deadline', () => {
  // Sakura Bento (Globex and Initech) sets no same-day time limit, nor do its menus.
  const bento = async (query: string) =>
    (await body<{ data: PublicMenu[] }>(await call('GET', `api/v1/public/menus?date=${TODAY}&restaurant_id=5&${query}`))).data.find((m) => m.id === 13)!;

  it('closes same-day orders of a restaurant that sets no limit, with the tenant’s override first', async () => {
    pinClockAndReseed(`${TODAY}T11:30:00Z`);
    expect(await bento('tenant_id=2')).toMatchObject({ orderable: true, order_until: null });
    await login('superadmin@example.com');
    await create({ key: 'default_order_deadline', type: 'time', value: '11:15' });
    expect(await bento('tenant_id=2')).toMatchObject({ orderable: false, not_orderable_reason: 'TIME_LIMIT_PASSED', order_until: `${TODAY}T11:15:00.000000Z` });
    await create({ key: 'default_order_deadline', type: 'time', value: '12:00', tenant_id: 3 });
    expect(await bento('tenant_id=3')).toMatchObject({ orderable: true, order_until: `${TODAY}T12:00:00.000000Z` });
    // A restaurant's own limit still comes first (Chez Marcel: 10:30).
    const marcel = (await body<{ data: PublicMenu[] }>(await call('GET', `api/v1/public/menus?date=${TODAY}&restaurant_id=1`))).data[0]!;
    expect(marcel.order_until).toBe(`${TODAY}T10:30:00.000000Z`);

    await login('user2@example.com');
    const order = { requested_date: TODAY, items: [{ restaurant_menu_id: 13, quantity: 1, payer: 'TENANT' }], contact: { name: 'Gus Globex' } };
    const refused = await call('POST', 'api/v1/orders', { body: order });
    expect(refused.status).toBe(422);
    expect(await errorsOf(refused)).toEqual({ 'items.0.restaurant_menu_id': ['The selected menu cannot be ordered for this date.'] });
    expect((await call('POST', 'api/v1/orders', { body: { ...order, requested_date: TOMORROW } })).status).toBe(201);

    setFeatureEnabled('variables', false);
    expect(await bento('tenant_id=2')).toMatchObject({ orderable: true, order_until: null });
    expect((await call('POST', 'api/v1/orders', { body: order })).status).toBe(201);
  });
});

describe('variables: the monthly salary deduction limit', () => {
  const deduction = async (month = '2026-03') => dataOf<SalaryDeduction>(await call('GET', `api/v1/orders/salary-deduction?month=${month}`));
  // Plat du jour at Chez Marcel for Acme: 12.50, −10 % (Acme), −0.50 (the menu's own) = 10.75.
  const order = (quantity: number, payer = 'USER', deduct = true) => ({
    requested_date: TOMORROW, deduct_from_salary: deduct, items: [{ restaurant_menu_id: 1, quantity, payer }],
    contact: { name: 'Uma User' }, payment: { name_on_card: 'Uma User', expiration: '12/29', cvc: '123' },
  });

  it('tells a person what is left of the month’s limit, and counts their new deductions', async () => {
    await login('user@example.com');
    const before = await deduction();
    expect(before).toMatchObject({ month: '2026-03', limit: 15000 });
    expect(before.left).toBe(15000 - before.used);
    const placed = await call('POST', 'api/v1/orders', { body: order(1) });
    expect(placed.status).toBe(201);
    expect((await dataOf<Order[]>(placed))[0]!.total).toBe(1075);
    expect(await deduction()).toEqual({ month: '2026-03', limit: 15000, used: before.used + 1075, left: before.left! - 1075 });
    // Their company's items and orders not deducted do not count.
    expect((await call('POST', 'api/v1/orders', { body: order(2, 'TENANT') })).status).toBe(201);
    expect((await call('POST', 'api/v1/orders', { body: order(2, 'USER', false) })).status).toBe(201);
    expect((await deduction()).used).toBe(before.used + 1075);
    expect(await deduction('2026-05')).toEqual({ month: '2026-05', limit: 15000, used: 0, left: 15000 });
  });

  it('refuses an order that would pass the limit, with a 422 on deduct_from_salary', async () => {
    await login('user@example.com');
    const { left } = await deduction();
    const refused = await call('POST', 'api/v1/orders', { body: order(20) });
    expect(refused.status).toBe(422);
    const amount = (cents: number) => (cents / 100).toFixed(2);
    expect(await errorsOf(refused)).toEqual({
      deduct_from_salary: [`This order would take your salary deductions for 2026-03 past the monthly limit of 150.00: ${amount(left!)} is left.`],
    });
    // Paid otherwise, the same order goes through.
    expect((await call('POST', 'api/v1/orders', { body: order(20, 'USER', false) })).status).toBe(201);
  });

  it('has no limit with the feature off, and answers 422 on a month that is not YYYY-MM', async () => {
    await login('user@example.com');
    expect((await call('GET', 'api/v1/orders/salary-deduction?month=2026-3')).status).toBe(422);
    setFeatureEnabled('variables', false);
    expect(await deduction()).toMatchObject({ limit: null, left: null });
    expect((await call('POST', 'api/v1/orders', { body: order(20) })).status).toBe(201);
    // Without a month: the current one.
    expect(await dataOf<SalaryDeduction>(await call('GET', 'api/v1/orders/salary-deduction'))).toMatchObject({ month: '2026-03' });
  });
});
