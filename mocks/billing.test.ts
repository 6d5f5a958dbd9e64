// Bills, logs and the dashboard: generation per type with net amounts, the 409 conflict, paid,
// notify, delete; the read-only log; the dashboard's scoped numbers.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bill, BillItem, DashboardDay, DashboardSummary, Log, PayrollLine } from '@/api/models';
import { readMailbox } from './control';
import { body, call, login } from './testing/backend-client';
import { list, pinClockAndReseed } from './testing/catalogue-helpers';

const TODAY = '2026-03-10';

beforeEach(() => pinClockAndReseed(`${TODAY}T09:00:00Z`));

const generate = (type: string, from: string, till: string) => call('POST', 'api/v1/bills/generate', { body: { type, from, till } });

describe('bills', () => {
  it("hold last month's bills of the tenant only; users without bills.view see their own", async () => {
    await login('user@example.com');
    const own = await list<Bill>('api/v1/bills?per_page=100');
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((bill) => bill.type === 'USER' && bill.billable_id === 3)).toBe(true);
    const [mine] = own.data;
    expect((await call('GET', `api/v1/bills/${mine!.id}/items`)).status).toBe(200);
    await login('admin@example.com');
    const others = (await list<Bill>('api/v1/bills?per_page=100&type=USER')).data.filter((bill) => bill.billable_id !== 3);
    await login('user@example.com');
    expect((await call('GET', `api/v1/bills/${others[0]!.id}`)).status).toBe(404);
    expect((await call('GET', `api/v1/bills/${others[0]!.id}/items`)).status).toBe(404);
    expect((await call('DELETE', `api/v1/bills/${mine!.id}`)).status).toBe(403);
    await login('admin@example.com');
    const page = await list<Bill>('api/v1/bills?per_page=100');
    expect(new Set(page.data.map((bill) => bill.type))).toEqual(new Set(['USER', 'TENANT', 'RESTAURANT']));
    expect(page.data.every((bill) => bill.tenant_id === 1 && bill.period === '2026-02')).toBe(true);
    const unpaid = await list<Bill>('api/v1/bills?paid=false&type=USER');
    expect(unpaid.data.every((bill) => !bill.paid && bill.type === 'USER')).toBe(true);
  });

  it("answer 409 'Bill(s) exist for this period' for an overlapping period, and generate another one", async () => {
    await login('admin@example.com');
    const conflict = await generate('USER', '2026-02-15', '2026-03-05');
    expect([conflict.status, (await body(conflict)).message]).toEqual([409, 'Bill(s) exist for this period']);
    const invalid = await generate('USER', '2026-01-31', '2026-01-01');
    expect((await body<{ errors: Record<string, string[]> }>(invalid)).errors.till).toEqual([
      'The till field must be a date after or equal to from.',
    ]);
    const created = await generate('RESTAURANT', '2026-01-01', '2026-01-31');
    expect(created.status).toBe(201);
    const bills = (await body<{ data: Bill[] }>(created)).data;
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.every((bill) => bill.period === '2026-01' && !bill.paid && !bill.notified)).toBe(true);
    const items = await list<BillItem>(`api/v1/bills/${bills[0]!.id}/items?per_page=100`);
    expect(items.data.every((item) => item.category === 'COOKING')).toBe(true);
    expect(items.data.reduce((sum, item) => sum + item.amount, 0)).toBe(bills[0]!.amount);
    const none = await generate('TENANT', '2025-06-01', '2025-06-10');
    expect([none.status, (await body<{ data: Bill[] }>(none)).data]).toEqual([201, []]);
  });

  it('mark paid, send by e-mail, and delete only while unpaid', async () => {
    await login('admin@example.com');
    const bill = (await list<Bill>('api/v1/bills?paid=false&type=USER')).data[0]!;
    const notified = await call('POST', `api/v1/bills/${bill.id}/notify`);
    expect((await body<{ data: Bill }>(notified)).data.notified).toBe(true);
    expect(readMailbox().at(-1)?.to).toMatch(/@example\.com$/);
    const paid = await call('PUT', `api/v1/bills/${bill.id}/paid`, { body: { paid: true } });
    expect((await body<{ data: Bill }>(paid)).data).toMatchObject({ paid: true, paid_at: expect.any(String) });
    const refused = await call('DELETE', `api/v1/bills/${bill.id}`);
    expect((await body<{ errors: Record<string, string[]> }>(refused)).errors.paid).toEqual(['A paid bill cannot be deleted.']);
    await call('PUT', `api/v1/bills/${bill.id}/paid`, { body: { paid: false } });
    expect((await call('DELETE', `api/v1/bills/${bill.id}`)).status).toBe(204);
    expect((await call('GET', `api/v1/bills/${bill.id}/items`)).status).toBe(404);
  });

  it('keep tenants apart', async () => {
    await login('superadmin@example.com');
    const globex = (await list<Bill>('api/v1/bills?tenant_id=2')).data[0]!;
    await login('admin@example.com');
    expect((await call('GET', `api/v1/bills/${globex.id}`)).status).toBe(404);
    expect((await call('PUT', `api/v1/bills/${globex.id}/paid`, { body: { paid: true } })).status).toBe(404);
  });
});

describe('payroll deductions', () => {
  const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

  it("equal the month's USER bills, with the TENANT bills' items as the employer's share", async () => {
    await login('admin@example.com');
    const answer = await body<{ data: PayrollLine[]; meta: { month: string; from: string; till: string } }>(
      await call('GET', 'api/v1/bills/payroll?month=2026-02'),
    );
    expect(answer.meta).toMatchObject({ month: '2026-02', from: '2026-02-01', till: '2026-02-28' });
    const lines = answer.data;
    const userBills = (await list<Bill>('api/v1/bills?per_page=100&type=USER&from=2026-02-01&till=2026-02-28')).data;
    const tenantBills = (await list<Bill>('api/v1/bills?per_page=100&type=TENANT&from=2026-02-01&till=2026-02-28')).data;
    expect(userBills.length).toBeGreaterThan(1);
    const items = (await Promise.all(userBills.map((bill) => list<BillItem>(`api/v1/bills/${bill.id}/items?per_page=100`)))).flatMap((page) => page.data);
    expect(sum(lines, (line) => line.items_count)).toBe(sum(userBills, (bill) => bill.items_count));
    expect(sum(lines, (line) => line.billed_amount)).toBe(sum(userBills, (bill) => bill.amount));
    const deducted = sum(items.filter((item) => item.category === 'SALARY_DEDUCTION'), (item) => item.amount);
    expect(deducted).toBeGreaterThan(0);
    expect(sum(lines, (line) => line.salary_deduction)).toBe(deducted);
    expect(sum(lines, (line) => line.employer_share)).toBe(sum(tenantBills, (bill) => bill.amount));
    for (const bill of userBills) {
      expect(lines.find((line) => line.user_id === bill.billable_id)).toMatchObject({ items_count: bill.items_count, billed_amount: bill.amount });
    }
    expect(lines.map((line) => line.name)).toEqual([...lines.map((line) => line.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('need bills.view and a month, and answer nothing for a month without bills', async () => {
    await login('admin@example.com');
    expect((await body<{ data: PayrollLine[] }>(await call('GET', 'api/v1/bills/payroll?month=2025-06'))).data).toEqual([]);
    const invalid = await call('GET', 'api/v1/bills/payroll?month=2026-13');
    expect([invalid.status, Object.keys((await body<{ errors: Record<string, string[]> }>(invalid)).errors)]).toEqual([422, ['month']]);
    await login('user@example.com');
    expect((await call('GET', 'api/v1/bills/payroll?month=2026-02')).status).toBe(403);
  });
});

describe('logs', () => {
  it('are read-only entries the backend writes, for logs.view only', async () => {
    await login('user@example.com');
    expect((await call('GET', 'api/v1/logs')).status).toBe(403);
    await login('admin@example.com');
    const order = (await list<{ id: number }>('api/v1/orders?status[]=PLACED')).data[0]!;
    await call('PUT', `api/v1/orders/${order.id}/status`, { body: { status: 'RECEIVED' } });
    const entries = await list<Log>(`api/v1/logs?model_type=2&model_id=${order.id}`);
    expect(entries.data[0]).toMatchObject({ user_email: 'admin@example.com', result: 'SUCCESSFUL', model_id: order.id });
    expect(entries.data[0]!.message).toMatch(/moved from PLACED to RECEIVED/);
    const failed = await list<Log>('api/v1/logs?result=UNSUCCESSFUL');
    expect(failed.data.length).toBeGreaterThan(0);
  });
});

describe('the audit trail', () => {
  it('logs writes with their changes, links with what was linked, each in the tenant it belongs to', async () => {
    await login('admin@example.com');
    await call('PUT', 'api/v1/restaurants/2', { body: { ...(await body<{ data: Record<string, unknown> }>(await call('GET', 'api/v1/restaurants/2'))).data, address: '1 Place Bellecour, 69002 Lyon' } });
    await call('POST', 'api/v1/users/3/roles', { body: { role_ids: [2] } });
    const entries = (await list<Log>('api/v1/logs?per_page=10&order_by=id&order_dir=desc')).data;
    expect(entries[0]).toMatchObject({ event: 'linked', model_type: 1, model_id: 3, tenant_id: 1, subject_label: 'user@example.com', data: { attributes: { role: 'Administrator' } } });
    const changed = entries.find((log) => log.event === 'updated')!;
    expect(changed).toMatchObject({ model_type: 91, model_id: 2, tenant_id: 1, user_email: 'admin@example.com' });
    expect(changed.data).toMatchObject({ old: { address: expect.any(String) }, attributes: { address: '1 Place Bellecour, 69002 Lyon' } });
    await login('superadmin@example.com');
    await call('POST', 'api/v1/roles/3/permissions', { body: { permission_ids: [2] } });
    const global = (await list<Log>('api/v1/logs?model_type=13&model_id=3')).data[0]!;
    expect(global).toMatchObject({ event: 'linked', tenant_id: null, data: { attributes: { permission: expect.any(String) } } });
    await login('admin@example.com');
    expect((await list<Log>('api/v1/logs?model_type=13&model_id=3')).data).toEqual([]);
  });
});

describe('dashboard summary', () => {
  it('counts what the caller may see', async () => {
    await login('user@example.com');
    const mine = (await body<{ data: DashboardSummary }>(await call('GET', 'api/v1/dashboard/summary'))).data;
    // Without bills.view: one's own unpaid bills, as the bills list answers them.
    const own = (await list<{ paid: boolean }>('api/v1/bills?per_page=100')).data;
    expect(own.length).toBeGreaterThan(0);
    expect(mine.bills_unpaid).toBe(own.filter((bill) => !bill.paid).length);
    expect(mine.orders_open).toBe(mine.my_orders_open);
    expect(mine.menus_today).toBeGreaterThan(0);
    await login('admin@example.com');
    const staff = (await body<{ data: DashboardSummary }>(await call('GET', 'api/v1/dashboard/summary'))).data;
    expect(staff.orders_open).toBeGreaterThan(staff.my_orders_open);
    expect(staff.orders_today).toBeGreaterThan(mine.orders_today);
    expect(staff.bills_unpaid).toBeGreaterThan(0);
  });
});

describe('dashboard daily series', () => {
  it("gives 30 days ending today, today's orders as the summary counts them, for orders.view only", async () => {
    await login('admin@example.com');
    const days = (await body<{ data: DashboardDay[] }>(await call('GET', 'api/v1/dashboard/daily'))).data;
    expect(days).toHaveLength(30);
    expect([days[0]!.date, days.at(-1)!.date]).toEqual(['2026-02-09', TODAY]);
    const summary = (await body<{ data: DashboardSummary }>(await call('GET', 'api/v1/dashboard/summary'))).data;
    expect(days.at(-1)!.orders).toBe(summary.orders_today);
    expect(days.some((day) => day.orders > 0 && day.spend > 0)).toBe(true);
    expect(days.every((day) => day.orders > 0 || day.spend === 0)).toBe(true);
    expect((await body<{ data: DashboardDay[] }>(await call('GET', 'api/v1/dashboard/daily?days=7'))).data).toHaveLength(7);
    expect((await call('GET', 'api/v1/dashboard/daily?days=0')).status).toBe(422);
    await login('user@example.com');
    expect((await call('GET', 'api/v1/dashboard/daily')).status).toBe(403);
  });
});

describe('the scale option', () => {
  it('seeds 10,000 past orders on request', async () => {
    const reset = await call('POST', '__mock/reset', { body: { orders: 10_000 } });
    expect(reset.status).toBe(204);
    await login('superadmin@example.com');
    const page = await list('api/v1/orders?per_page=100&status[]=COMPLETED&order_by=total');
    expect(page.meta.total).toBeGreaterThan(5000);
    expect((await call('POST', '__mock/reset', { body: { orders: -1 } })).status).toBe(422);
  });
});
