// The payroll deductions export on the bills list: on the seed, the file's lines and total equal
// last month's user bills (and the tenant bill's items of each person's orders); the file starts
// with a byte-order mark and follows the locale; a failure says why and keeps the month.
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFeatureEnabled } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;
const PAST_MONTH = dayjs().subtract(1, 'month');

// jsdom has no object URLs: the file is caught where the page makes its link.
const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:payroll';
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** Acme's user bills of last month, as the seed has them: per person, the items and the salary deductions. */
function expectedLines() {
  const data = db();
  const bills = data.bills.filter((bill) => bill.tenant_id === 1 && bill.type === 'USER' && bill.period === PAST_MONTH.format('YYYY-MM'));
  return bills.map((bill) => {
    const items = data.bill_items.filter((item) => item.bill_id === bill.id);
    const email = data.users.find((u) => u.id === bill.billable_id)!.email;
    const deduction = items.filter((item) => item.category === 'SALARY_DEDUCTION').reduce((sum, item) => sum + item.amount, 0);
    return { email, items: items.length, deduction };
  });
}

async function exportFile(user: Awaited<ReturnType<typeof renderApp>>['user'], open: string, submit: string) {
  await user.click(await screen.findByRole('button', { name: open }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
  // (The decoder drops the byte-order mark.)
  return { dialog, bytes, rows: new TextDecoder().decode(bytes).split('\r\n').filter(Boolean) };
}

describe('the payroll deductions export', () => {
  it("gives last month's user bills per person and their total, in English", async () => {
    const { user } = await renderApp('/admin/bills', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Export payroll deductions' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Month')).toHaveValue(PAST_MONTH.format('YYYY-MM'));
    await user.click(screen.getByText('Close').closest('button')!);
    const { dialog, bytes, rows } = await exportFile(user, 'Export payroll deductions', 'Export');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = rows.map((row) => row.split(','));
    expect(header).toEqual(['E-mail', 'Name', 'From', 'Till', 'Items', 'Salary deduction', "Employer's share"]);
    const expected = expectedLines();
    expect(expected.length).toBeGreaterThan(1);
    const total = lines.pop()!;
    expect(lines.map(([email, , , , items, deduction]) => ({ email, items: Number(items), deduction: Math.round(Number(deduction) * 100) })).sort((a, b) => a.email!.localeCompare(b.email!)))
      .toEqual(expected.sort((a, b) => a.email.localeCompare(b.email)));
    const from = PAST_MONTH.startOf('month').format('YYYY-MM-DD');
    expect(lines.every((line) => line[2] === from && line[3] === PAST_MONTH.endOf('month').format('YYYY-MM-DD'))).toBe(true);
    expect(total.slice(0, 5)).toEqual(['Total', '', from, PAST_MONTH.endOf('month').format('YYYY-MM-DD'), String(expected.reduce((sum, line) => sum + line.items, 0))]);
    expect(total[5]).toBe((expected.reduce((sum, line) => sum + line.deduction, 0) / 100).toFixed(2));
    const share = db().bills.filter((bill) => bill.tenant_id === 1 && bill.type === 'TENANT' && bill.period === PAST_MONTH.format('YYYY-MM'));
    const shareTotal = db().bill_items.filter((item) => share.some((bill) => bill.id === item.bill_id)).reduce((sum, item) => sum + item.amount, 0);
    expect(total[6]).toBe((shareTotal / 100).toFixed(2));
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${expected.length} people exported`);
  }, SLOW);

  it('writes decimal commas between semicolons in French', async () => {
    const { user } = await renderApp('/admin/bills', { as: 'admin@example.com', locale: 'fr' });
    const { rows } = await exportFile(user, 'Exporter les retenues sur salaire', 'Exporter');
    expect(rows[0]).toBe('E-mail;Nom;Du;Au;Articles;Retenue sur salaire;Part de l’employeur');
    expect(rows.at(-1)).toMatch(/^Total;;\d{4}-\d{2}-01;\d{4}-\d{2}-\d{2};\d+;\d+,\d{2};\d+,\d{2}$/);
  }, SLOW);

  it("asks for the tenant chosen in the dialog, whatever the header's tenant", async () => {
    const tenants: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/bills/payroll')) tenants.push(new URL(request.url).searchParams.get('tenant_id'));
    });
    const { user } = await renderApp('/admin/bills', { as: 'superadmin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Export payroll deductions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Tenant'));
    await user.click(await screen.findByTitle('Globex'));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    server.events.removeAllListeners();
    const globex = db().tenants.find((tenant) => tenant.name === 'Globex')!;
    expect(tenants).toEqual([String(globex.id)]);
  }, SLOW);

  it('is not offered with the exports feature off', async () => {
    setFeatureEnabled('exports', false);
    await renderApp('/admin/bills', { as: 'admin@example.com' });
    expect(await screen.findByRole('button', { name: 'Generate bills' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export payroll deductions' })).not.toBeInTheDocument();
  }, SLOW);

  it('states the month format and picks a month in the calendar with the arrow keys', async () => {
    const { user } = await renderApp('/admin/bills', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Export payroll deductions' }));
    const month = within(await screen.findByRole('dialog')).getByLabelText('Month');
    expect(month).toHaveAttribute('placeholder', 'YYYY-MM');
    expect(month).toHaveAccessibleDescription(/^Type the month as YYYY-MM, or press Down to choose it in the calendar: /);
    await user.click(month);
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById('announcer')).toHaveTextContent(PAST_MONTH.toDate().toLocaleDateString('en', { month: 'long', year: 'numeric' }));
    await user.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    expect(month).toHaveValue(PAST_MONTH.subtract(2, 'month').format('YYYY-MM'));
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // Enter chose the month, nothing else
  });

  it('says "Failed to export" with the reason, and keeps the month chosen', async () => {
    const months: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/bills/payroll', ({ request }) => {
        months.push(new URL(request.url).searchParams.get('month'));
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { user } = await renderApp('/admin/bills', { as: 'admin@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Export payroll deductions' }));
    const dialog = await screen.findByRole('dialog');
    const month = within(dialog).getByLabelText('Month');
    await user.click(month);
    await user.click(await screen.findByTitle(PAST_MONTH.subtract(1, 'month').format('YYYY-MM')));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to export the payroll deductions');
    expect(alert).toHaveTextContent('Something went wrong on the server');
    expect(saved).toHaveLength(0);
    expect(month).toHaveValue(PAST_MONTH.subtract(1, 'month').format('YYYY-MM'));
    expect(months).toEqual([PAST_MONTH.subtract(1, 'month').format('YYYY-MM')]);
  }, SLOW);
});
